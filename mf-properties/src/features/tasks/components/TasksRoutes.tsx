import { Route } from 'react-router-dom';
import { RemoteRoutes } from '@immodesk/sdk/remote';
import { TasksPage } from './TasksPage';

const TASKS_NOT_FOUND_KEYS = { description: 'tasks.notFound.description', back: 'tasks.notFound.back' };

/** Every route under /tasks. */
export function TasksRoutes({ basePath }: { basePath: string }) {
  return (
    <RemoteRoutes basePath={basePath} notFoundKeys={TASKS_NOT_FOUND_KEYS}>
      <Route index element={<TasksPage />} />
    </RemoteRoutes>
  );
}
