import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName, EmptyState, PageHeader } from '@immodesk/ui-kit';
import type { NavItem } from '../layout/navItems';

/** For areas whose screens are not built yet: says so plainly, with no placeholder data. */
export function NotAvailablePage({ labelKey }: { labelKey: NavItem['labelKey'] }) {
  const { t } = useTranslation();
  const area = t(`nav.${labelKey}`);
  return (
    <>
      <PageHeader title={area} />
      <EmptyState
        title={t('notAvailable.title', { area })}
        description={t('notAvailable.description')}
        action={
          <Link to="/dashboard" className={buttonClassName({ variant: 'secondary' })}>
            {t('notAvailable.back')}
          </Link>
        }
      />
    </>
  );
}
