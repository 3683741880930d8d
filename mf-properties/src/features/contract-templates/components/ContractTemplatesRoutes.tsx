import { Route } from 'react-router-dom';
import { RemoteRoutes } from '@immodesk/sdk/remote';
import { ContractTemplatesPage } from './ContractTemplatesPage';

const TEMPLATES_NOT_FOUND_KEYS = { description: 'contractTemplates.notFound', back: 'notFound.back' };

/** /contract-templates (SPEC §2). */
export function ContractTemplatesRoutes({ basePath }: { basePath: string }) {
  return (
    <RemoteRoutes basePath={basePath} notFoundKeys={TEMPLATES_NOT_FOUND_KEYS}>
      <Route index element={<ContractTemplatesPage />} />
    </RemoteRoutes>
  );
}
