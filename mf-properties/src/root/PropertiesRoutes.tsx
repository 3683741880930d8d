import { Link, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName, EmptyState, PageHeader } from '@immodesk/ui-kit';
import { PropertyListPage } from '../features/property-list/components/PropertyListPage';

function PropertiesNotFound({ basePath }: { basePath: string }) {
  const { t } = useTranslation('properties');
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <EmptyState
        title="404"
        description={t('notFound.description')}
        action={
          <Link to={basePath} className={buttonClassName({ variant: 'secondary' })}>
            {t('notFound.back')}
          </Link>
        }
      />
    </>
  );
}

/** Every route under the base path the shell mounted this remote on (`/properties`). */
export function PropertiesRoutes({ basePath }: { basePath: string }) {
  return (
    <Routes>
      <Route path={basePath}>
        <Route index element={<PropertyListPage />} />
        <Route path="*" element={<PropertiesNotFound basePath={basePath} />} />
      </Route>
    </Routes>
  );
}
