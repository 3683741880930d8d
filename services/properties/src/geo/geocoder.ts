import type { Address } from '@immodesk/contracts/vocabulary/address';
import { coordinatesForPostalCode, type Coordinates } from './postalCodeCoordinates';

export type GeocodeAddress = Omit<Address, 'bus'> & { country: string };

/** Turns an address into coordinates for the map; null when it cannot (the property is then shown without a map pin). */
export type Geocoder = { locate(address: GeocodeAddress): Promise<Coordinates | null> };

/** The default: the built-in list of Belgian postal codes with their locality's centre. No network. */
export const postalCodeGeocoder: Geocoder = {
  locate: async (address) => coordinatesForPostalCode(address.country, address.postalCode),
};

export type NominatimOptions = {
  /** Base URL of a Nominatim-compatible server, e.g. https://nominatim.openstreetmap.org */
  baseUrl: string;
  /** Nominatim's usage policy asks for an identifying User-Agent. */
  userAgent: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  onError?: (error: unknown) => void;
};

type NominatimHit = { lat?: string; lon?: string };

/**
 * A Nominatim-compatible `/search` (structured query). When it fails, answers nothing or is slow, the postal-code
 * lookup answers instead, so a property with a Belgian postal code always has coordinates.
 */
export function nominatimGeocoder(options: NominatimOptions): Geocoder {
  const doFetch = options.fetch ?? fetch;
  return {
    async locate(address) {
      try {
        const url = new URL(
          'search',
          options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
        );
        url.search = new URLSearchParams({
          street: `${address.houseNumber} ${address.street}`,
          postalcode: address.postalCode,
          city: address.city,
          countrycodes: address.country.toLowerCase(),
          format: 'jsonv2',
          limit: '1',
        }).toString();
        const response = await doFetch(url, {
          headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) throw new Error(`Nominatim answered ${response.status}`);
        const [hit] = (await response.json()) as NominatimHit[];
        const latitude = Number(hit?.lat);
        const longitude = Number(hit?.lon);
        if (hit && Number.isFinite(latitude) && Number.isFinite(longitude)) return { latitude, longitude };
      } catch (error) {
        options.onError?.(error);
      }
      return postalCodeGeocoder.locate(address);
    },
  };
}

export type GeocoderSettings = {
  GEOCODER: 'postal_code' | 'nominatim';
  NOMINATIM_URL?: string | undefined;
  NOMINATIM_USER_AGENT: string;
};

/** The geocoder the configuration asks for (GEOCODER, NOMINATIM_URL, NOMINATIM_USER_AGENT). */
export function createGeocoder(settings: GeocoderSettings, onError?: (error: unknown) => void): Geocoder {
  if (settings.GEOCODER === 'nominatim' && settings.NOMINATIM_URL) {
    return nominatimGeocoder({
      baseUrl: settings.NOMINATIM_URL,
      userAgent: settings.NOMINATIM_USER_AGENT,
      onError,
    });
  }
  return postalCodeGeocoder;
}
