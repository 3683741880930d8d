import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { RemoteRoutes } from '@immodesk/sdk/remote';

export const COMMUNICATIONS_BASE_PATH = '/communications';

// Loaded when the user opens /communications, never with the contacts list.
const CommunicationsPage = lazy(() =>
  import(/* webpackChunkName: "communications" */ './CommunicationsPage').then((m) => ({
    default: m.CommunicationsPage,
  })),
);

export function CommunicationsRoutes({ basePath }: { basePath: string }) {
  return (
    <RemoteRoutes basePath={basePath}>
      <Route index element={<CommunicationsPage />} />
    </RemoteRoutes>
  );
}
