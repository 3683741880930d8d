import {
  ZCreatePropertyResponse,
  type TCreatePropertyRequest,
  type TCreatePropertyResponse,
} from '@immodesk/contracts/properties/createProperty.contract';
import {
  ZGetPropertyResponse,
  ZUpdatePropertyResponse,
  type TProperty,
} from '@immodesk/contracts/properties/property.contract';
import { apiGet, apiPatch, apiPost, type VoidSignaturesFlag } from '@immodesk/sdk';

export function createProperty(body: TCreatePropertyRequest): Promise<TCreatePropertyResponse> {
  return apiPost('/api/properties', body, { schema: ZCreatePropertyResponse });
}

export function updateProperty(
  id: string,
  body: Partial<TCreatePropertyRequest> & VoidSignaturesFlag,
): Promise<TProperty> {
  return apiPatch(`/api/properties/${encodeURIComponent(id)}`, body, { schema: ZUpdatePropertyResponse });
}

export function fetchProperty(idOrUrlCode: string, signal?: AbortSignal): Promise<TProperty> {
  return apiGet(`/api/properties/${encodeURIComponent(idOrUrlCode)}`, {
    schema: ZGetPropertyResponse,
    signal,
  });
}
