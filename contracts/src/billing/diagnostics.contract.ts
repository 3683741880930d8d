import { z } from 'zod';
import { ZAddressInput } from '../common/address';
import { ZIsoInstant } from '../common/primitives';
import { DEFAULT_COUNTRY } from '../vocabulary/address';
import { ZSubscriptionResponse } from './subscription.contract';

/**
 * Diagnostics (SPEC.md §2 /stripe-debug, /google-api-debug, /stripe-test): signed-in only; every path answers 404
 * in production unless DIAGNOSTICS=1. No secret is ever part of an answer.
 */

export const ZWebhookEventResult = z.enum(['processed', 'duplicate', 'ignored', 'failed']);
export type TWebhookEventResult = z.infer<typeof ZWebhookEventResult>;

export const ZWebhookEventLog = z.object({
  eventId: z.string(),
  type: z.string(),
  receivedAt: ZIsoInstant,
  result: ZWebhookEventResult,
  /** A short, secret-free explanation (e.g. "older than the stored state"). */
  detail: z.string().nullable(),
});
export type TWebhookEventLog = z.infer<typeof ZWebhookEventLog>;

/** GET /api/diagnostics/stripe */
export const ZStripeDiagnosticsResponse = z.object({
  /** `not_configured`: bank transfer only. */
  mode: z.enum(['not_configured', 'test', 'live']),
  webhookSecretConfigured: z.boolean(),
  /** Which plan/interval combinations have a Stripe price configured, e.g. `basic_monthly`. */
  configuredPrices: z.array(z.string()),
  /** /stripe-test is offered only with a test key. */
  testCheckoutAvailable: z.boolean(),
  subscription: ZSubscriptionResponse,
  /** The organization's last webhook events, newest first (at most 20). */
  webhookEvents: z.array(ZWebhookEventLog),
});
export type TStripeDiagnosticsResponse = z.infer<typeof ZStripeDiagnosticsResponse>;

/** POST /api/diagnostics/stripe-test/checkout-session: a test checkout (404 unless the key is a test key). Same body and answer as POST /api/billing/checkout-session. */
export const STRIPE_TEST_CHECKOUT_PATH = '/api/diagnostics/stripe-test/checkout-session';

/** GET /api/diagnostics/google-api */
export const ZGoogleApiDiagnosticsResponse = z.object({
  geocoder: z.object({
    provider: z.enum(['postal_code', 'nominatim']),
    /** The geocoder's host (no credentials, no query); null for the built-in postal-code list. */
    host: z.string().nullable(),
  }),
  mapTiles: z.object({
    /** The tile URL template the map uses. */
    urlTemplate: z.string(),
    /** Whether MAP_TILE_URL is set (otherwise OpenStreetMap's default). */
    configured: z.boolean(),
  }),
});
export type TGoogleApiDiagnosticsResponse = z.infer<typeof ZGoogleApiDiagnosticsResponse>;

/** POST /api/diagnostics/google-api/geocode: a test geocode with the configured geocoder. */
export const ZTestGeocodeRequest = ZAddressInput.pick({
  street: true,
  houseNumber: true,
  postalCode: true,
  city: true,
}).extend({
  country: z.string().trim().length(2).default(DEFAULT_COUNTRY),
});
export type TTestGeocodeRequest = z.input<typeof ZTestGeocodeRequest>;

export const ZTestGeocodeResponse = z.object({
  found: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  elapsedMs: z.number().nonnegative(),
});
export type TTestGeocodeResponse = z.infer<typeof ZTestGeocodeResponse>;
