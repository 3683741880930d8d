import type { APIRequestContext } from '@playwright/test';
import { callApi, createThroughApi } from './api';

/** Two tiny PNGs, told apart by their names. */
export const PHOTOS = [
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWPYEmVDFcQwatCW0TDaMpqOokazSBT56QAAMsbvENJIHxEAAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWOwqVhFFcQwapDNaBjZjKajitEsUkF+OgAATbMNH9xhS18AAAAASUVORK5CYII=',
].map((base64, index) => ({
  name: `foto-${index + 1}.png`,
  mimeType: 'image/png',
  buffer: Buffer.from(base64, 'base64'),
}));

export type SeededProperty = { id: string; urlCode: string };

/**
 * An apartment at `street` `houseNumber` in Gent (9000) with a rent of € 950, made through the API as its signed-in
 * owner (`api`: a page's `request`, or apiSignedInAs): what the properties form makes (properties.spec.ts shows
 * that), for the specs about what follows.
 */
export function createGentApartment(
  api: APIRequestContext,
  productURL: string,
  street: string,
  houseNumber = '12',
): Promise<SeededProperty> {
  return createThroughApi<SeededProperty>(api, productURL, '/api/properties', {
    street,
    houseNumber,
    postalCode: '9000',
    city: 'Gent',
    type: 'apartment',
    rentCents: 95_000,
  });
}

/** Uploads `photos` one by one, as the upload button does; the first becomes the primary photo. */
export async function uploadPhotos(
  api: APIRequestContext,
  productURL: string,
  propertyId: string,
  photos: typeof PHOTOS,
): Promise<{ id: string }[]> {
  const uploaded = [];
  for (const file of photos)
    uploaded.push(
      await callApi<{ id: string }>(
        api,
        productURL,
        'post',
        `/api/properties/${propertyId}/photos`,
        { multipart: { file } },
        201,
      ),
    );
  return uploaded;
}
