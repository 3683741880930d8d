import type { TCurrentUser } from '@immodesk/contracts/auth/getCurrentUser.contract';
import { formatBelgianVat } from '@immodesk/contracts/common/belgianVat';

export const LANDLORD_IDENTITY_FIELDS = [
  'street',
  'houseNumber',
  'bus',
  'postalCode',
  'city',
  'birthDate',
  'birthPlace',
  'enterpriseNumber',
] as const;
export type LandlordIdentityField = (typeof LANDLORD_IDENTITY_FIELDS)[number];
export type LandlordIdentityValues = Record<LandlordIdentityField, string>;

type IdentityUser = Pick<TCurrentUser, LandlordIdentityField | 'country'>;

/** The stored identity as the form shows it (the enterprise number the Belgian way). */
export function landlordIdentityValuesOf(user: Partial<IdentityUser>): LandlordIdentityValues {
  const values = Object.fromEntries(
    LANDLORD_IDENTITY_FIELDS.map((field) => [field, user[field] ?? '']),
  ) as LandlordIdentityValues;
  if (user.enterpriseNumber) values.enterpriseNumber = formatBelgianVat(user.enterpriseNumber);
  return values;
}

/** Only what changed goes to PATCH /api/user/profile; an emptied field clears it; a new address is Belgian. */
export function landlordIdentityChanges(
  user: Partial<IdentityUser>,
  values: LandlordIdentityValues,
): Record<string, string | null> {
  const stored = landlordIdentityValuesOf(user);
  const changes: Record<string, string | null> = {};
  for (const field of LANDLORD_IDENTITY_FIELDS) {
    const value = values[field].trim();
    if (value !== stored[field]) changes[field] = value || null;
  }
  if (values.street.trim() && !user.country) changes.country = 'BE';
  return changes;
}
