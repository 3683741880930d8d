import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName, EmptyState } from '@immodesk/ui-kit';

export function NotFoundPage({ homePath }: { homePath: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('notFound.title')}</h1>
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
