import { Link, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName, NotFoundState } from '@immodesk/ui-kit';
import { RentPaymentListPage } from '../features/rent-payment-list/components/RentPaymentListPage';

function FinanceNotFound({ basePath }: { basePath: string }) {
  const { t } = useTranslation('finance');
  const back = (
    <Link to={basePath} className={buttonClassName({ variant: 'secondary' })}>
      {t('notFound.back')}
    </Link>
  );
  return <NotFoundState title={t('notFound.title')} description={t('notFound.description')} action={back} />;
}

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
