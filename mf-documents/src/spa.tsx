import { Route } from 'react-router-dom';
import { createRemoteLifecycles } from '@immodesk/sdk/remote';
import { DocumentListPage } from './features/document-list/components/DocumentListPage';

/** The one module this remote exposes (`documents/spa`): its screens under `/documents`. */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  name: 'documents',
  loadTranslations: (language) => import(/* webpackChunkName: "locale-[request]" */ `../locales/${language}.json`),
  routes: <Route index element={<DocumentListPage />} />,
});
