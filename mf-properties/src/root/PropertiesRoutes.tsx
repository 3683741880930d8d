import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { RemoteRoutes } from '@immodesk/sdk/remote';
import { PropertyListPage } from '../features/property-list/components/PropertyListPage';
import { CONTRACT_TEMPLATES_BASE_PATH, CONTRACTS_BASE_PATH } from '../features/contracts/utils/contractPaths';
import { TASKS_BASE_PATH } from '../features/tasks/utils/tasksBasePath';
import { BasePathContext } from '../shared/hooks/usePropertyPaths';

// The list is the first screen and comes with the remote; the other pages load when the user opens them.
const PropertyDetailsPage = lazy(() =>
  import('../features/property-details/components/PropertyDetailsPage').then((m) => ({
    default: m.PropertyDetailsPage,
  })),
);
const PropertyEditPage = lazy(() =>
  import('../features/property-form/components/PropertyEditPage').then((m) => ({
    default: m.PropertyEditPage,
  })),
);
const RentRollImportPage = lazy(() =>
  import('../features/rent-roll-import/components/RentRollImportPage').then((m) => ({
    default: m.RentRollImportPage,
  })),
);
const TasksRoutes = lazy(() =>
  import('../features/tasks/components/TasksRoutes').then((m) => ({ default: m.TasksRoutes })),
);
const ContractsRoutes = lazy(() =>
  import('../features/contracts/components/ContractsRoutes').then((m) => ({ default: m.ContractsRoutes })),
);
const ContractTemplatesRoutes = lazy(() =>
  import('../features/contract-templates/components/ContractTemplatesRoutes').then((m) => ({
    default: m.ContractTemplatesRoutes,
  })),
);

/** Every route under the base path the shell mounted this remote on (`/properties`, `/tasks`, `/contracts` or `/contract-templates`). */
export function PropertiesRoutes({ basePath }: { basePath: string }) {
  if (basePath === TASKS_BASE_PATH) return <TasksRoutes basePath={basePath} />;
  if (basePath === CONTRACT_TEMPLATES_BASE_PATH) return <ContractTemplatesRoutes basePath={basePath} />;
  // Their links back to a property use the default base path of BasePathContext, /properties.
  if (basePath === CONTRACTS_BASE_PATH) return <ContractsRoutes basePath={basePath} />;
  return (
    <BasePathContext.Provider value={basePath}>
      <RemoteRoutes basePath={basePath}>
        <Route index element={<PropertyListPage />} />
        <Route path="import" element={<RentRollImportPage />} />
        <Route path="edit/:urlCode" element={<PropertyEditPage />} />
        <Route path=":urlCode" element={<PropertyDetailsPage />} />
      </RemoteRoutes>
    </BasePathContext.Provider>
  );
}
