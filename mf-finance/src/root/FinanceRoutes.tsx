import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { RemoteRoutes } from '@immodesk/sdk/remote';

export const REPORTS_BASE_PATH = '/reports';

// Each page loads when the user opens it: the module also serves the dashboard's widget, which needs neither.
const RentPaymentListPage = lazy(() =>
  import('../features/rent-payment-list/components/RentPaymentListPage').then((m) => ({
    default: m.RentPaymentListPage,
  })),
);
const BankStatementsPage = lazy(() =>
  import('../features/bank-statements/components/BankStatementsPage').then((m) => ({
    default: m.BankStatementsPage,
  })),
);
const ReportsPage = lazy(() =>
  import('../features/reports/components/ReportsPage').then((m) => ({ default: m.ReportsPage })),
);

/** Every route under the base path the shell mounted this remote on (`/rent-payments`, with its bank statements, or `/reports`). */
export function FinanceRoutes({ basePath }: { basePath: string }) {
  return (
    <RemoteRoutes basePath={basePath}>
      <Route index element={basePath === REPORTS_BASE_PATH ? <ReportsPage /> : <RentPaymentListPage />} />
      {basePath === REPORTS_BASE_PATH ? null : (
        <Route path="bank-statements" element={<BankStatementsPage />} />
      )}
    </RemoteRoutes>
  );
}
