import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { RemoteRoutes } from '@immodesk/sdk/remote';
import { RentPaymentListPage } from '../features/rent-payment-list/components/RentPaymentListPage';

export const REPORTS_BASE_PATH = '/reports';

// The statistics load when the user opens them, not with the payments.
const ReportsPage = lazy(() => import('../features/reports/components/ReportsPage').then((m) => ({ default: m.ReportsPage })));

/** Every route under the base path the shell mounted this remote on (`/rent-payments` or `/reports`). */
export function FinanceRoutes({ basePath }: { basePath: string }) {
  return (
    <RemoteRoutes basePath={basePath}>
      <Route index element={basePath === REPORTS_BASE_PATH ? <ReportsPage /> : <RentPaymentListPage />} />
    </RemoteRoutes>
  );
}
