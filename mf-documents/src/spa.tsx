import { Route } from 'react-router-dom';
import { createRemoteLifecycles } from '@immodesk/sdk/remote';
import { DocumentListPage } from './features/document-list/components/DocumentListPage';
import { UploadDocumentsDialog } from './features/document-upload/components/UploadDocumentsDialog';

/**
 * The one module this remote exposes (`documents/spa`): its screens under `/documents`, and the upload dialog that
 * other apps open with `openRemoteDialog('documents', 'upload', { propertyId?, tenantId? })`.
 */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  name: 'documents',
  loadTranslations: (language) =>
    import(/* webpackChunkName: "locale-[request]" */ `../locales/${language}.json`),
  routes: <Route index element={<DocumentListPage />} />,
  dialogs: { upload: UploadDocumentsDialog },
});
