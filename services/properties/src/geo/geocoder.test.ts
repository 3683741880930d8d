import { describe, expect, it } from 'vitest';
import { loadConfig } from '@immodesk/platform/config';
import { createGeocoder, nominatimGeocoder, postalCodeGeocoder } from './geocoder';

const address = { street: 'Korenlei', houseNumber: '7', postalCode: '9000', city: 'Gent', country: 'BE' };

describe('geocoding', () => {
  it('places a Belgian postal code without any network', async () => {
    const coordinates = await postalCodeGeocoder.locate(address);
    expect(coordinates?.latitude).toBeCloseTo(51.05, 1);
    expect(await postalCodeGeocoder.locate({ ...address, country: 'NL', postalCode: '1011' })).toBeNull();
  });

  it('asks a Nominatim-compatible server with a structured query and its User-Agent', async () => {
    const requests: { url: string; userAgent: string | null }[] = [];
    const geocoder = nominatimGeocoder({
      baseUrl: 'http://nominatim.test/',
      userAgent: 'Immodesk-test',
      fetch: async (input, init) => {
        requests.push({ url: String(input), userAgent: new Headers(init?.headers).get('User-Agent') });
        return new Response(JSON.stringify([{ lat: '51.0545', lon: '3.7190' }]), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    expect(await geocoder.locate(address)).toEqual({ latitude: 51.0545, longitude: 3.719 });
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      street: '7 Korenlei',
      postalcode: '9000',
      city: 'Gent',
      countrycodes: 'be',
      format: 'jsonv2',
    });
    expect(requests[0]!.userAgent).toBe('Immodesk-test');
  });

  it('falls back to the postal-code list when the server fails or finds nothing', async () => {
    const errors: unknown[] = [];
    const failing = nominatimGeocoder({
      baseUrl: 'http://nominatim.test',
      userAgent: 'x',
      fetch: async () => new Response('busy', { status: 503 }),
      onError: (error) => errors.push(error),
    });
    expect((await failing.locate(address))?.latitude).toBeCloseTo(51.05, 1);
    expect(errors).toHaveLength(1);
    const empty = nominatimGeocoder({
      baseUrl: 'http://nominatim.test',
      userAgent: 'x',
      fetch: async () => new Response('[]'),
    });
    expect((await empty.locate(address))?.longitude).toBeCloseTo(3.72, 1);
  });

  it('is chosen by the validated configuration', () => {
    expect(createGeocoder(loadConfig({}))).toBe(postalCodeGeocoder);
    expect(
      createGeocoder(loadConfig({ GEOCODER: 'nominatim', NOMINATIM_URL: 'http://nominatim.test' })),
    ).not.toBe(postalCodeGeocoder);
    expect(() => loadConfig({ GEOCODER: 'nominatim' })).toThrow(
      /NOMINATIM_URL is required when GEOCODER=nominatim/,
    );
  });
});
