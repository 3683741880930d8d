import {
  STRIPE_TEST_CHECKOUT_PATH,
  ZGoogleApiDiagnosticsResponse,
  ZStripeDiagnosticsResponse,
  ZTestGeocodeRequest,
  ZTestGeocodeResponse,
} from '@immodesk/contracts/billing/diagnostics.contract';
import {
  ZCreateCheckoutSessionRequest,
  ZCreateCheckoutSessionResponse,
} from '@immodesk/contracts/billing/checkoutSession.contract';
import type { AppConfig } from '@immodesk/platform/config';
import { AppError } from '@immodesk/platform/errors';
import { createGeocoder } from '@immodesk/properties/propertiesApi';
import { signedIn } from '../http/routeShorthands';
import { limitPerUser } from '../middleware/rateLimit';
import type { Services } from '../composition';
import { startCheckout } from '../use-cases/startCheckout';

/**
 * SPEC.md §2 diagnostics for the signed-in user: /stripe-debug, /google-api-debug and /stripe-test. The app
 * registers these routes only outside production or with DIAGNOSTICS=1 (404 otherwise). No secret is answered.
 */
export function diagnosticsRoutes(
  services: Pick<Services, 'identity' | 'billing' | 'logger'>,
  config: AppConfig,
) {
  const geocoder = createGeocoder(config, (error) =>
    services.logger.warn({ err: error }, 'diagnostics geocode failed'),
  );
  return [
    signedIn.get('/api/diagnostics/stripe', { response: ZStripeDiagnosticsResponse }, ({ session }) =>
      services.billing.getStripeDiagnostics(session),
    ),
    signedIn.post(
      STRIPE_TEST_CHECKOUT_PATH,
      {
        body: ZCreateCheckoutSessionRequest,
        response: ZCreateCheckoutSessionResponse,
        status: 201,
        rateLimit: limitPerUser('stripe-test', 10, 10),
      },
      async ({ session, body }) => {
        // Only against Stripe's test mode: a live key would charge a real card.
        if (!services.billing.isTestMode()) throw new AppError('not_found');
        return startCheckout(services, session, body);
      },
    ),
    signedIn.get('/api/diagnostics/google-api', { response: ZGoogleApiDiagnosticsResponse }, async () => ({
      geocoder: {
        provider: config.GEOCODER,
        host:
          config.GEOCODER === 'nominatim' && config.NOMINATIM_URL ? new URL(config.NOMINATIM_URL).host : null,
      },
      mapTiles: { urlTemplate: config.MAP_TILE_URL, configured: Boolean(process.env.MAP_TILE_URL) },
    })),
    signedIn.post(
      '/api/diagnostics/google-api/geocode',
      {
        body: ZTestGeocodeRequest,
        response: ZTestGeocodeResponse,
        rateLimit: limitPerUser('diagnostics-geocode', 20, 1),
      },
      async ({ body }) => {
        const started = performance.now();
        const found = await geocoder.locate(body);
        return {
          found: Boolean(found),
          latitude: found?.latitude ?? null,
          longitude: found?.longitude ?? null,
          elapsedMs: Math.round(performance.now() - started),
        };
      },
    ),
  ];
}
