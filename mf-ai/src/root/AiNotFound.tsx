import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName, EmptyState, PageHeader } from '@immodesk/ui-kit';

export type AiNotFoundProps = { basePath: string };

export function AiNotFound({ basePath }: AiNotFoundProps) {
  const { t } = useTranslation('ai');
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
