import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { RemoteRoutes } from '@immodesk/sdk/remote';
import { ContractPage } from './ContractPage';

const CONTRACTS_NOT_FOUND_KEYS = { description: 'contracts.notFound.description', back: 'notFound.back' };

const NewContractPage = lazy(() =>
  import('./ContractFormPage').then((m) => ({ default: m.NewContractPage })),
);
const EditContractPage = lazy(() =>
  import('./ContractFormPage').then((m) => ({ default: m.EditContractPage })),
);

/** Every route under /contracts (no list of its own: a property's contracts are its Contracts tab, where /contracts leads). */
export function ContractsRoutes({ basePath }: { basePath: string }) {
  return (
    <RemoteRoutes basePath={basePath} notFoundKeys={CONTRACTS_NOT_FOUND_KEYS}>
      {/* The not-found page's way back leads here: contracts are found on their property. */}
      <Route index element={<Navigate to="/properties" replace />} />
      <Route path="new" element={<NewContractPage />} />
      <Route path=":contractId" element={<ContractPage />} />
      <Route path=":contractId/edit" element={<EditContractPage />} />
    </RemoteRoutes>
  );
}
