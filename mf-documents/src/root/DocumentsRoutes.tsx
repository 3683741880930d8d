import { Link, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName, NotFoundState } from '@immodesk/ui-kit';
import { DocumentListPage } from '../features/document-list/components/DocumentListPage';

function DocumentsNotFound({ basePath }: { basePath: string }) {
  const { t } = useTranslation('documents');
  const back = (
    <Link to={basePath} className={buttonClassName({ variant: 'secondary' })}>
      {t('notFound.back')}
    </Link>
  );
  return <NotFoundState title={t('notFound.title')} description={t('notFound.description')} action={back} />;
}

/** Every route under the base path the shell mounted this remote on (`/documents`). */
export function DocumentsRoutes({ basePath }: { basePath: string }) {
  return (
    <Routes>
      <Route path={basePath}>
        <Route index element={<DocumentListPage />} />
        <Route path="*" element={<DocumentsNotFound basePath={basePath} />} />
      </Route>
    </Routes>
  );
}
