import { z } from 'zod';
import { ADDRESS_LIMITS, DEFAULT_COUNTRY } from '../vocabulary/address';

/** An address as responses carry it (format it with the sdk's formatAddress). */
export const ZAddress = z.object({
  street: z.string(),
  houseNumber: z.string(),
  bus: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
});
export type TAddress = z.infer<typeof ZAddress>;

/** An address as a request gives it: trimmed, within the field limits, Belgian unless a country is given. */
export const ZAddressInput = z.object({
  street: z.string().trim().min(1).max(ADDRESS_LIMITS.street),
  houseNumber: z.string().trim().min(1).max(ADDRESS_LIMITS.houseNumber),
  bus: z.string().trim().max(ADDRESS_LIMITS.bus).nullish(),
  postalCode: z.string().trim().min(ADDRESS_LIMITS.postalCodeMin).max(ADDRESS_LIMITS.postalCodeMax),
  city: z.string().trim().min(1).max(ADDRESS_LIMITS.city),
  country: z.string().trim().toUpperCase().length(2).default(DEFAULT_COUNTRY),
});
