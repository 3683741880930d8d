import { MAX_PAGE_SIZE } from '@immodesk/contracts/common/pagination';
import {
  ZContract,
  ZListContractsResponse,
  type TContract,
} from '@immodesk/contracts/contracts/contract.contract';
import {
  ZCreateContractResponse,
  ZUpdateContractResponse,
  type TCreateContractRequest,
} from '@immodesk/contracts/contracts/createContract.contract';
import {
  ZAmendContractResponse,
  ZContractTransitionResponse,
  type TTerminateContractRequest,
} from '@immodesk/contracts/contracts/contractTransitions.contract';
import { ZListTenantsResponse, type TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { apiDelete, apiGet, apiPatch, apiPost, type VoidSignaturesFlag } from '@immodesk/sdk';

const path = (contractId: string) => `/api/contracts/${encodeURIComponent(contractId)}`;

/** A property's contracts, newest first (GET /api/contracts?propertyId=). */
export async function fetchPropertyContracts(propertyId: string, signal?: AbortSignal): Promise<TContract[]> {
  const { items } = await apiGet('/api/contracts', {
    query: { propertyId, pageSize: MAX_PAGE_SIZE },
    schema: ZListContractsResponse,
    signal,
  });
  return items;
}

export function fetchContract(contractId: string, signal?: AbortSignal): Promise<TContract> {
  return apiGet(path(contractId), { schema: ZContract, signal });
}

/** POST /api/contracts for a new draft, PATCH /api/contracts/:id for a draft being edited. */
export function saveContract(
  contractId: string | null,
  body: TCreateContractRequest & VoidSignaturesFlag,
): Promise<TContract> {
  if (contractId === null) return apiPost('/api/contracts', body, { schema: ZCreateContractResponse });
  return apiPatch(path(contractId), body, { schema: ZUpdateContractResponse });
}

export function deleteContract(contractId: string): Promise<unknown> {
  return apiDelete(path(contractId));
}

export function terminateContract(contractId: string, body: TTerminateContractRequest): Promise<TContract> {
  return apiPost(`${path(contractId)}/terminate`, body, { schema: ZContractTransitionResponse });
}

/** A new draft version of a signed contract (same number and structured reference). */
export function amendContract(contractId: string): Promise<TContract> {
  return apiPost(`${path(contractId)}/amendments`, undefined, { schema: ZAmendContractResponse });
}

/** The generated document's address: the server renders it in the contract's language. */
export function contractDocumentPath(contractId: string, format: 'pdf' | 'docx'): string {
  return `${path(contractId)}/${format}`;
}

/** The tenants a contract can name (the organization's first 200). */
export async function fetchTenantOptions(signal?: AbortSignal): Promise<TTenant[]> {
  const { items } = await apiGet('/api/tenants', {
    query: { pageSize: MAX_PAGE_SIZE },
    schema: ZListTenantsResponse,
    signal,
  });
  return items;
}
