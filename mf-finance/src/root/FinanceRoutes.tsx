import { Route, Routes } from 'react-router-dom';
import { RentPaymentListPage } from '../features/rent-payment-list/components/RentPaymentListPage';
import { FinanceNotFound } from './FinanceNotFound';

/** Every route under the base path the shell mounted this remote on (`/rent-payments`). */
export function FinanceRoutes({ basePath }: { basePath: string }) {
  return (
    <Routes>
      <Route path={basePath}>
        <Route index element={<RentPaymentListPage />} />
        <Route path="*" element={<FinanceNotFound basePath={basePath} />} />
      </Route>
    </Routes>
  );
}
