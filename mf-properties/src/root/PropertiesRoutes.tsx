import { Route } from 'react-router-dom';
import { RemoteRoutes } from '@immodesk/sdk/remote';
import { PropertyDetailsPage } from '../features/property-details/components/PropertyDetailsPage';
import { PropertyEditPage } from '../features/property-form/components/PropertyEditPage';
import { PropertyListPage } from '../features/property-list/components/PropertyListPage';
import { BasePathContext } from '../shared/hooks/usePropertyPaths';
import { TASKS_BASE_PATH, TasksRoutes } from '../features/tasks/components/TasksRoutes';

/** Every route under the base path the shell mounted this remote on (`/properties`, or `/tasks`). */
export function PropertiesRoutes({ basePath }: { basePath: string }) {
  if (basePath === TASKS_BASE_PATH) return <TasksRoutes basePath={basePath} />;
  return (
    <BasePathContext.Provider value={basePath}>
      <RemoteRoutes basePath={basePath}>
        <Route index element={<PropertyListPage />} />
        <Route path="edit/:urlCode" element={<PropertyEditPage />} />
        <Route path=":urlCode" element={<PropertyDetailsPage />} />
      </RemoteRoutes>
    </BasePathContext.Provider>
  );
}
