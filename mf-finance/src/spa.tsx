import { lazy } from 'react';
import { createRemoteLifecycles } from '@immodesk/sdk/remote';
import { LazyPaymentDialog } from './features/payment-form/components/LazyPaymentDialog';
import { FinanceRoutes } from './root/FinanceRoutes';

// The dashboard's chart widget loads when the dashboard shows it, not with the payments or the statistics.
const IncomeChartWidget = lazy(() =>
  import('./features/dashboard-widgets/components/IncomeChartWidget').then((m) => ({
    default: m.IncomeChartWidget,
  })),
);

/**
 * The one module this remote exposes (`finance/spa`): the payments under `/rent-payments` (with the bank statements),
 * the statistics under `/reports`, the dashboard's `income-chart` widget, and the payment dialog that other apps open
 * with `openRemoteDialog('finance', 'register-payment', { contractId?, period? })`.
 */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  name: 'finance',
  loadTranslations: (language) =>
    import(/* webpackChunkName: "locale-[request]" */ `../locales/${language}.json`),
  Routes: FinanceRoutes,
  widgets: { 'income-chart': IncomeChartWidget },
  dialogs: { 'register-payment': LazyPaymentDialog },
});
