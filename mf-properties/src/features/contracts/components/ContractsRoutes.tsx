import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { RemoteRoutes } from '@immodesk/sdk/remote';
import { ContractPage } from './ContractPage';

const CONTRACTS_NOT_FOUND_KEYS = { description: 'contracts.notFound.description', back: 'notFound.back' };

const NewContractPage = lazy(() => import('./ContractFormPage').then((m) => ({ default: m.NewContractPage })));
const EditContractPage = lazy(() => import('./ContractFormPage').then((m) => ({ default: m.EditContractPage })));

/** Every route under /contracts (there is no list of its own: a property's contracts are its Contracts tab). */
export function ContractsRoutes({ basePath }: { basePath: string }) {
  return (
    <RemoteRoutes basePath={basePath} notFoundKeys={CONTRACTS_NOT_FOUND_KEYS}>
      <Route path="new" element={<NewContractPage />} />
      <Route path=":contractId" element={<ContractPage />} />
      <Route path=":contractId/edit" element={<EditContractPage />} />
    </RemoteRoutes>
  );
}
