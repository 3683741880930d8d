import {
  ZContractTemplateResponse,
  ZListContractTemplatesResponse,
  type TContractTemplate,
  type TListContractTemplatesResponse,
  type TPutContractTemplateRequest,
  type TResetContractTemplateRequest,
} from '@immodesk/contracts/contracts/contractTemplates.contract';
import type { TContractType } from '@immodesk/contracts/contracts/contract.contract';
import { apiGet, apiPost, apiPut } from '@immodesk/sdk';

const path = (type: TContractType) => `/api/contract-templates/${encodeURIComponent(type)}`;

export const contractTemplateKeys = {
  all: ['contract-templates'] as const,
};

/** Every template the organization uses (its own or the built-in default) and the placeholders a template may hold. */
export function fetchContractTemplates(signal?: AbortSignal): Promise<TListContractTemplatesResponse> {
  return apiGet('/api/contract-templates', { schema: ZListContractTemplatesResponse, signal });
}

export function saveContractTemplate(
  type: TContractType,
  body: TPutContractTemplateRequest,
): Promise<TContractTemplate> {
  return apiPut(path(type), body, { schema: ZContractTemplateResponse });
}

export function resetContractTemplate(
  type: TContractType,
  body: TResetContractTemplateRequest,
): Promise<TContractTemplate> {
  return apiPost(`${path(type)}/reset`, body, { schema: ZContractTemplateResponse });
}
