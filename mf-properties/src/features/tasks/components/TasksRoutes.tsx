import { Link, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName, NotFoundState } from '@immodesk/ui-kit';
import { TasksPage } from './TasksPage';

/** The path the shell mounts this remote on for the tasks screen (SPEC §2 /tasks). */
export const TASKS_BASE_PATH = '/tasks';

function TasksNotFound({ basePath }: { basePath: string }) {
  const { t } = useTranslation('properties');
  const back = (
    <Link to={basePath} className={buttonClassName({ variant: 'secondary' })}>
      {t('tasks.notFound.back')}
    </Link>
  );
  return <NotFoundState title={t('notFound.title')} description={t('tasks.notFound.description')} action={back} />;
}

/** Every route under /tasks. */
export function TasksRoutes({ basePath }: { basePath: string }) {
  return (
    <Routes>
      <Route path={basePath}>
        <Route index element={<TasksPage />} />
        <Route path="*" element={<TasksNotFound basePath={basePath} />} />
      </Route>
    </Routes>
  );
}
