import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { createRemoteLifecycles } from '@immodesk/sdk/remote';
import { RentPaymentListPage } from './features/rent-payment-list/components/RentPaymentListPage';
import { LazyPaymentDialog } from './features/payment-form/components/LazyPaymentDialog';

// The list is the first screen and comes with the remote; the bank statements screen loads when opened.
const BankStatementsPage = lazy(() => import('./features/bank-statements/components/BankStatementsPage').then((m) => ({ default: m.BankStatementsPage })));

/**
 * The one module this remote exposes (`finance/spa`): its screens under `/rent-payments`, and the payment dialog
 * that other apps open with `openRemoteDialog('finance', 'register-payment', { contractId?, period? })`.
 */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  name: 'finance',
  loadTranslations: (language) => import(/* webpackChunkName: "locale-[request]" */ `../locales/${language}.json`),
  routes: (
    <>
      <Route index element={<RentPaymentListPage />} />
      <Route path="bank-statements" element={<BankStatementsPage />} />
    </>
  ),
  dialogs: { 'register-payment': LazyPaymentDialog },
});
