import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName, EmptyState, PageHeader } from '@immodesk/ui-kit';

/** Unknown paths, signed in (inside the app layout) and signed out (inside the public layout). */
export function NotFoundPage({ homePath }: { homePath: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <EmptyState
        title="404"
        description={t('notFound.description')}
        action={
          <Link to={homePath} className={buttonClassName({ variant: 'secondary' })}>
            {t('notFound.home')}
          </Link>
        }
      />
    </>
  );
}
