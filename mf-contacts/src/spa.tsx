import { Route } from 'react-router-dom';
import { createRemoteLifecycles } from '@immodesk/sdk/remote';
import { ContactsPage } from './features/contacts-overview/components/ContactsPage';

/** The one module this remote exposes (`contacts/spa`): its screens under `/contacts` (and `/tenants`, the same screen). */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  name: 'contacts',
  loadTranslations: (language) => import(/* webpackChunkName: "locale-[request]" */ `../locales/${language}.json`),
  routes: <Route index element={<ContactsPage />} />,
});
