/**
 * A party as a lease fit for registration identifies them (shared/domain/rental-law.md §8: "identity of every
 * party", in practice name, domicile and national register number or enterprise number, with the date and place
 * of birth as is customary). A company is identified by its enterprise number and registered office.
 */
export type LeaseParty = {
  name: string;
  kind: 'person' | 'company';
  street: string | null;
  houseNumber: string | null;
  bus: string | null;
  postalCode: string | null;
  city: string | null;
  /** ISO 3166 alpha-2; null is Belgium. */
  country: string | null;
  birthDate: string | null;
  birthPlace: string | null;
  nationalRegisterNumber: string | null;
  /** `BE0123456749`. */
  enterpriseNumber: string | null;
  email: string | null;
  /** Who signs for a company (the account owner for a company landlord). */
  representedBy: string | null;
};

export type LeaseTenant = LeaseParty & { id: string };

/** The party's address is complete: street, number, postal code and city (the box is optional). */
export function hasAddress(party: LeaseParty): boolean {
  return Boolean(party.street && party.houseNumber && party.postalCode && party.city);
}
