import {
  ZCreateContractorResponse,
  type TCreateContractorRequest,
  type TCreateContractorResponse,
} from '@immodesk/contracts/contractors/createContractor.contract';
import {
  ZGetContractorResponse,
  type TGetContractorResponse,
} from '@immodesk/contracts/contractors/getContractor.contract';
import {
  ZUpdateContractorResponse,
  type TUpdateContractorRequest,
  type TUpdateContractorResponse,
} from '@immodesk/contracts/contractors/updateContractor.contract';
import { apiDelete, apiGet, apiPatch, apiPost } from '@immodesk/sdk';

const path = (id: string) => `/api/contractors/${encodeURIComponent(id)}`;

export function createContractor(body: TCreateContractorRequest): Promise<TCreateContractorResponse> {
  return apiPost('/api/contractors', body, { schema: ZCreateContractorResponse });
}

export function updateContractor(
  id: string,
  body: TUpdateContractorRequest,
): Promise<TUpdateContractorResponse> {
  return apiPatch(path(id), body, { schema: ZUpdateContractorResponse });
}

export function fetchContractor(id: string, signal?: AbortSignal): Promise<TGetContractorResponse> {
  return apiGet(path(id), { schema: ZGetContractorResponse, signal });
}

export async function deleteContractor(id: string): Promise<void> {
  await apiDelete(path(id));
}
