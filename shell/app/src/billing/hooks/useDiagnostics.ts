import { useQuery } from '@tanstack/react-query';
import {
  ZGoogleApiDiagnosticsResponse,
  ZStripeDiagnosticsResponse,
} from '@immodesk/contracts/billing/diagnostics.contract';
import { apiGet } from '@immodesk/sdk';
import { billingKeys } from './billingKeys';

/** GET /api/diagnostics/stripe: configuration (no secrets), the subscription and the last webhook events. 404 when diagnostics are off. */
export function useStripeDiagnostics() {
  return useQuery({
    queryKey: billingKeys.diagnostics('stripe'),
    queryFn: () => apiGet('/api/diagnostics/stripe', { schema: ZStripeDiagnosticsResponse }),
    staleTime: 0,
  });
}

/** GET /api/diagnostics/google-api: the geocoder and map-tile configuration. 404 when diagnostics are off. */
export function useGoogleApiDiagnostics() {
  return useQuery({
    queryKey: billingKeys.diagnostics('google-api'),
    queryFn: () => apiGet('/api/diagnostics/google-api', { schema: ZGoogleApiDiagnosticsResponse }),
    staleTime: 0,
  });
}
