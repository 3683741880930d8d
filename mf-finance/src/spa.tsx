import { Route } from 'react-router-dom';
import { createRemoteLifecycles } from '@immodesk/sdk/remote';
import { RentPaymentListPage } from './features/rent-payment-list/components/RentPaymentListPage';

/** The one module this remote exposes (`finance/spa`): its screens under `/rent-payments`. */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  name: 'finance',
  loadTranslations: (language) => import(/* webpackChunkName: "locale-[request]" */ `../locales/${language}.json`),
  routes: <Route index element={<RentPaymentListPage />} />,
});
