import { z } from 'zod';
import { ADDRESS_LIMITS } from '../vocabulary/address';
import { normalizeNationalRegisterNumber } from '../vocabulary/nationalRegisterNumber';
import { ZIsoDate } from './primitives';
import { zOptionalText } from './text';

/** A value a server from before issue 31 does not send yet reads as not given. */
export function identityValue() {
  return z.string().nullable().default(null);
}

/**
 * What identifies a party on a lease fit for registration (shared/domain/rental-law.md §8): the address (domicile,
 * or registered office for a company) and, for a person, the date and place of birth and optionally the national
 * register number. Flat, nullable fields, so a form edits them one by one; the contracts service decides which
 * ones a lease requires before it is sent.
 */
export const ZPartyIdentity = z.object({
  street: identityValue(),
  houseNumber: identityValue(),
  bus: identityValue(),
  postalCode: identityValue(),
  city: identityValue(),
  /** ISO 3166 alpha-2; null with the rest of the address. */
  country: identityValue(),
  birthDate: identityValue(),
  birthPlace: identityValue(),
});
export type TPartyIdentity = z.infer<typeof ZPartyIdentity>;

/** An optional calendar date of birth (YYYY-MM-DD, not in the future); empty is `null`. */
export function zOptionalBirthDate() {
  return z
    .preprocess((value) => (value === '' ? null : value), ZIsoDate.nullish())
    .transform((value, ctx) => {
      if (!value) return null;
      if (value > new Date().toISOString().slice(0, 10) || value < '1900-01-01')
        ctx.addIssue({
          code: 'custom',
          message: 'Not a date of birth',
          params: { messageKey: 'validation.invalidBirthDate' },
        });
      return value;
    });
}

/** An optional national register number (vocabulary/nationalRegisterNumber), stored as eleven digits; empty is `null`. */
export function zOptionalNationalRegisterNumber() {
  return zOptionalText(20).transform((value, ctx) => {
    if (value === null) return null;
    const normalized = normalizeNationalRegisterNumber(value);
    if (normalized === null)
      ctx.addIssue({
        code: 'custom',
        message: 'Not a national register number',
        params: { messageKey: 'validation.invalidNationalRegisterNumber' },
      });
    return normalized;
  });
}

/** The identity fields as a request gives them: each optional, an empty one clears it. */
export const ZPartyIdentityInput = z.object({
  street: zOptionalText(ADDRESS_LIMITS.street),
  houseNumber: zOptionalText(ADDRESS_LIMITS.houseNumber),
  bus: zOptionalText(ADDRESS_LIMITS.bus),
  postalCode: zOptionalText(ADDRESS_LIMITS.postalCodeMax),
  city: zOptionalText(ADDRESS_LIMITS.city),
  country: zOptionalText(2).transform((value) => value?.toUpperCase() ?? null),
  birthDate: zOptionalBirthDate(),
  birthPlace: zOptionalText(100),
});
export type TPartyIdentityInput = z.infer<typeof ZPartyIdentityInput>;
