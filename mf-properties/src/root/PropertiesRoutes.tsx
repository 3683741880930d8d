import { Link, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName, NotFoundState } from '@immodesk/ui-kit';
import { PropertyDetailsPage } from '../features/property-details/components/PropertyDetailsPage';
import { PropertyEditPage } from '../features/property-form/components/PropertyEditPage';
import { PropertyListPage } from '../features/property-list/components/PropertyListPage';
import { BasePathContext } from '../shared/hooks/usePropertyPaths';
import { TASKS_BASE_PATH, TasksRoutes } from '../features/tasks/components/TasksRoutes';

function PropertiesNotFound({ basePath }: { basePath: string }) {
  const { t } = useTranslation('properties');
  const back = (
    <Link to={basePath} className={buttonClassName({ variant: 'secondary' })}>
      {t('notFound.back')}
    </Link>
  );
  return <NotFoundState title={t('notFound.title')} description={t('notFound.description')} action={back} />;
}

/** Every route under the base path the shell mounted this remote on (`/properties`). */
export function PropertiesRoutes({ basePath }: { basePath: string }) {
  if (basePath === TASKS_BASE_PATH) return <TasksRoutes basePath={basePath} />;
  return (
    <BasePathContext.Provider value={basePath}>
      <Routes>
        <Route path={basePath}>
          <Route index element={<PropertyListPage />} />
          <Route path="edit/:urlCode" element={<PropertyEditPage />} />
          <Route path=":urlCode" element={<PropertyDetailsPage />} />
          <Route path="*" element={<PropertiesNotFound basePath={basePath} />} />
        </Route>
      </Routes>
    </BasePathContext.Provider>
  );
}
