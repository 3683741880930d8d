import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName, EmptyState, PageHeader } from '@immodesk/ui-kit';

export type ContactsNotFoundProps = { basePath: string };

export function ContactsNotFound({ basePath }: ContactsNotFoundProps) {
  const { t } = useTranslation('contacts');
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <EmptyState
        title="404"
        description={t('notFound.description')}
        action={
          <Link to={basePath} className={buttonClassName({ variant: 'secondary' })}>
            {t('notFound.back')}
          </Link>
        }
      />
    </>
  );
}
