import {
  ZPostalCodeTownsResponse,
  type TPostalCodeTownsResponse,
} from '@immodesk/contracts/properties/postalCodeTowns.contract';
import { apiGet } from '@immodesk/sdk';

export function fetchPostalCodeTowns(
  postalCode: string,
  signal?: AbortSignal,
): Promise<TPostalCodeTownsResponse> {
  return apiGet(`/api/postal-codes/${encodeURIComponent(postalCode)}`, {
    schema: ZPostalCodeTownsResponse,
    signal,
  });
}
