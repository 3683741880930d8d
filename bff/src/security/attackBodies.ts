import type { InventoryRoute } from './routeInventory';
import type { RequestBody } from './routeRequest';
import { formFields } from './routeRequest';
import { validSample } from './zodSamples';

/** A 1×1 PNG and the smallest PDF: files every upload route accepts by their bytes. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const MINIMAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Routes whose upload is an image; the others take a PDF (or any document). */
const IMAGE_UPLOAD = /photo|logo|signature|\/sign$/;

/** The file an upload route would accept. */
export const uploadFor = (route: InventoryRoute) =>
  IMAGE_UPLOAD.test(route.path)
    ? { content: ONE_PIXEL_PNG, name: 'beeld.png' }
    : route.path.includes('bank-statements')
      ? {
          content: Buffer.from('0000017032612005        00000000 KBC                       \n', 'latin1'),
          name: 'a.cod',
        }
      : { content: MINIMAL_PDF, name: 'document.pdf' };

/**
 * A body the route's contract accepts, the smallest one (required fields only), generated from its schema: what B
 * sends with A's ids, so a refusal comes from the organization check and not from validation.
 */
export function attackBody(route: InventoryRoute, _kind: 'valid'): RequestBody {
  switch (route.bodyKind) {
    case 'json': {
      const value = route.body ? validSample(route.body, { withOptional: false }) : {};
      if (value === undefined)
        throw new Error(`${route.key}: no valid body could be generated from its schema`);
      return { json: value };
    }
    case 'multipart':
      return {
        multipart: {
          fields: formFields(route.body ? validSample(route.body, { withOptional: false }) : {}),
          file: uploadFor(route),
        },
      };
    case 'raw':
      return { raw: '{}', contentType: 'application/json' };
    case 'form':
      return { raw: 'state=x&code=y', contentType: 'application/x-www-form-urlencoded' };
    default:
      return { none: true };
  }
}
