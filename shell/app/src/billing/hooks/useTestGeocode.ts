import { useMutation } from '@tanstack/react-query';
import {
  ZTestGeocodeResponse,
  type TTestGeocodeRequest,
} from '@immodesk/contracts/billing/diagnostics.contract';
import { apiPost } from '@immodesk/sdk';

/** POST /api/diagnostics/google-api/geocode: one address through the configured geocoder. */
export function useTestGeocode() {
  return useMutation({
    mutationFn: (address: TTestGeocodeRequest) =>
      apiPost('/api/diagnostics/google-api/geocode', address, { schema: ZTestGeocodeResponse }),
  });
}
