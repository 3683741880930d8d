import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { createRemoteLifecycles, RemoteRoutes } from '@immodesk/sdk/remote';
import {
  COMMUNICATIONS_BASE_PATH,
  CommunicationsRoutes,
} from './features/communications/components/CommunicationsRoutes';
import { ContactsPage } from './features/shared/components/ContactsPage';

// The lists are the first screen and come with the remote; a contact's details load when opened.
const TenantDetailsPage = lazy(() =>
  import('./features/tenants/components/TenantDetailsPage').then((m) => ({ default: m.TenantDetailsPage })),
);
const ContractorDetailsPage = lazy(() =>
  import('./features/contractors/components/ContractorDetailsPage').then((m) => ({
    default: m.ContractorDetailsPage,
  })),
);

function ContactsRoutes({ basePath }: { basePath: string }) {
  if (basePath === COMMUNICATIONS_BASE_PATH) return <CommunicationsRoutes basePath={basePath} />;
  return (
    <RemoteRoutes basePath={basePath}>
      <Route index element={<ContactsPage />} />
      <Route path="tenants/:id" element={<TenantDetailsPage />} />
      <Route path="contractors/:id" element={<ContractorDetailsPage />} />
    </RemoteRoutes>
  );
}

/**
 * The one module this remote exposes (`contacts/spa`): its screens under `/contacts` (and `/tenants`, the same
 * screen), and the communications screen under `/communications`.
 */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  name: 'contacts',
  loadTranslations: (language) =>
    import(/* webpackChunkName: "locale-[request]" */ `../locales/${language}.json`),
  Routes: ContactsRoutes,
});
