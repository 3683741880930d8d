import {
  ZCreateTenantResponse,
  type TCreateTenantRequest,
  type TCreateTenantResponse,
} from '@immodesk/contracts/tenants/createTenant.contract';
import { ZGetTenantResponse, type TGetTenantResponse } from '@immodesk/contracts/tenants/getTenant.contract';
import {
  ZUpdateTenantResponse,
  type TUpdateTenantRequest,
  type TUpdateTenantResponse,
} from '@immodesk/contracts/tenants/updateTenant.contract';
import { apiDelete, apiGet, apiPatch, apiPost } from '@immodesk/sdk';

const path = (id: string) => `/api/tenants/${encodeURIComponent(id)}`;

export function createTenant(body: TCreateTenantRequest): Promise<TCreateTenantResponse> {
  return apiPost('/api/tenants', body, { schema: ZCreateTenantResponse });
}

export function updateTenant(id: string, body: TUpdateTenantRequest): Promise<TUpdateTenantResponse> {
  return apiPatch(path(id), body, { schema: ZUpdateTenantResponse });
}

export function fetchTenant(id: string, signal?: AbortSignal): Promise<TGetTenantResponse> {
  return apiGet(path(id), { schema: ZGetTenantResponse, signal });
}

export async function deleteTenant(id: string): Promise<void> {
  await apiDelete(path(id));
}
