import { createRemoteLifecycles } from '@immodesk/sdk/remote';
import { IncomeChartWidget } from './features/dashboard-widgets/components/IncomeChartWidget';
import { FinanceRoutes } from './root/FinanceRoutes';

/**
 * The one module this remote exposes (`finance/spa`): the payments under `/rent-payments`, the statistics under
 * `/reports`, and the dashboard's `income-chart` widget.
 */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  name: 'finance',
  loadTranslations: (language) => import(/* webpackChunkName: "locale-[request]" */ `../locales/${language}.json`),
  Routes: FinanceRoutes,
  widgets: { 'income-chart': IncomeChartWidget },
});
