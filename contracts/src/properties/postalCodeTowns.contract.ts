import { z } from 'zod';
import { BELGIAN_POSTAL_CODE_PATTERN } from '../vocabulary/address';

/** `:postalCode` of GET /api/postal-codes/:postalCode: a Belgian postal code, four digits. */
export const ZPostalCodeTownsParams = z.object({
  postalCode: z.string().trim().regex(BELGIAN_POSTAL_CODE_PATTERN),
});
export type TPostalCodeTownsParams = z.infer<typeof ZPostalCodeTownsParams>;

/**
 * GET /api/postal-codes/:postalCode: the towns (deelgemeenten / localités) that share a Belgian postal code, in
 * the list's order; 404 for a postal code the list does not know.
 */
export const ZPostalCodeTownsResponse = z.object({ items: z.array(z.object({ city: z.string() })).min(1) });
export type TPostalCodeTownsResponse = z.infer<typeof ZPostalCodeTownsResponse>;
