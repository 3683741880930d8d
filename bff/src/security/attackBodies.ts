import crypto from 'node:crypto';
import type { z } from 'zod';
import { leaseRequest, PROPERTY_REQUEST } from '../testing/portfolio';
import type { InventoryRoute } from './routeInventory';
import type { RequestBody } from './routeRequest';
import { formFields } from './routeRequest';
import { unwrap, validSample } from './zodSamples';

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

/** Valid bodies where the contract has a rule across fields the schema walk cannot satisfy (checked on use). */
const VALID_BODIES: Record<string, unknown> = {
  'POST /api/properties': PROPERTY_REQUEST,
  'PATCH /api/properties/:idOrUrlCode': { city: PROPERTY_REQUEST.city },
  'POST /api/tenants': { entityType: 'natural', firstName: 'Jan', lastName: 'Peeters', language: 'nl' },
  'POST /api/contractors': { companyName: 'Dakwerken Claes', specialty: 'roofing' },
  'POST /api/bank-accounts': {
    iban: 'BE71096123456769',
    bankName: 'Belfius',
    accountHolder: 'Immo Peeters BV',
  },
  'POST /api/documents': { type: 'other' },
  'POST /api/contracts': leaseRequest(crypto.randomUUID(), [crypto.randomUUID()]),
};

/** Valid path values where the walk cannot find one. */
const VALID_PARAMS: Record<string, Record<string, string>> = {
  '/api/contract-templates/:type': { type: 'main_residence' },
  '/api/contract-templates/:type/reset': { type: 'main_residence' },
};

/** `{ field: sample }` for the first field of an object schema whose sample makes a body the contract accepts. */
function oneFieldBody(schema: z.ZodType, accepted: (candidate: unknown) => boolean | undefined): unknown {
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape ?? {};
  for (const [key, field] of Object.entries(shape)) {
    const sample = validSample(unwrap(field), { withOptional: false });
    if (sample !== undefined && accepted({ [key]: sample })) return { [key]: sample };
  }
  return undefined;
}

/** A body the contract accepts: generated from its schema, or the route's entry in VALID_BODIES. */
export function validBody(route: InventoryRoute): unknown {
  if (!route.body) return {};
  const accepted = (candidate: unknown) =>
    candidate !== undefined && route.body?.safeParse(candidate).success;
  const smallest = VALID_BODIES[route.key] ?? validSample(route.body, { withOptional: false });
  // A PATCH refuses a body with no change (requireAChange): then one field the walk can fill is given.
  const value = accepted(smallest) ? smallest : oneFieldBody(route.body, accepted);
  if (!accepted(value))
    throw new Error(
      `${route.key}: no valid body could be generated from its schema; add one to VALID_BODIES`,
    );
  return value;
}

/** Path values the contract accepts (the ids being any). */
export function validParams(route: InventoryRoute): Record<string, string> {
  if (!route.params) return {};
  const value = VALID_PARAMS[route.path] ?? validSample(route.params, { withOptional: false });
  if (value === undefined || !route.params.safeParse(value).success)
    throw new Error(`${route.key}: no valid path values could be generated; add them to VALID_PARAMS`);
  return value as Record<string, string>;
}

/**
 * A body the route's contract accepts, the smallest one (required fields only), generated from its schema: what B
 * sends with A's ids, so a refusal comes from the organization check and not from validation.
 */
export function attackBody(route: InventoryRoute, _kind: 'valid'): RequestBody {
  switch (route.bodyKind) {
    case 'json':
      return { json: validBody(route) };
    case 'multipart':
      return {
        multipart: {
          fields: formFields(validBody(route)),
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
