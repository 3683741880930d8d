import {
  ZPropertyInformationResponse,
  type TPropertyInformation,
} from '@immodesk/contracts/properties/propertyInformation.contract';
import { apiGet, apiPut } from '@immodesk/sdk';

const path = (propertyId: string) => `/api/properties/${encodeURIComponent(propertyId)}/information`;

export function fetchInformation(propertyId: string, signal?: AbortSignal): Promise<TPropertyInformation> {
  return apiGet(path(propertyId), { schema: ZPropertyInformationResponse, signal });
}

export function saveInformation(
  propertyId: string,
  information: TPropertyInformation,
): Promise<TPropertyInformation> {
  return apiPut(path(propertyId), information, { schema: ZPropertyInformationResponse });
}
