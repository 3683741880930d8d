import type { PageQuery } from '@immodesk/platform/domain/page';

/** SPEC.md §3. */
export type ContractorSpecialty =
  | 'plumber'
  | 'electrician'
  | 'painter'
  | 'general_maintenance'
  | 'heating'
  | 'roofing'
  | 'cleaning'
  | 'gardening'
  | 'other';

export type Contractor = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  vatNumber: string | null;
  specialty: ContractorSpecialty;
  hourlyRateCents: number | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  /** Out of 5. */
  rating: number | null;
  isActive: boolean;
};

/** A new contractor: it needs a company name or a last name. */
export type NewContractor = Omit<Contractor, 'id'>;

/** What an edit changes: a field left out keeps its value. */
export type ContractorChanges = Partial<NewContractor>;

/** `ids`: only these contractors (the BFF's property filter, from the property's tasks). */
export type ContractorListQuery = PageQuery & {
  q?: string;
  specialty?: ContractorSpecialty;
  isActive?: boolean;
  ids?: string[];
};
