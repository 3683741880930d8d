import { Route, Routes } from 'react-router-dom';
import { DocumentListPage } from '../features/document-list/components/DocumentListPage';
import { DocumentsNotFound } from './DocumentsNotFound';

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
