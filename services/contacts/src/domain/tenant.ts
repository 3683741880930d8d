import type { Language } from '@immodesk/platform/domain/language';
import type { PageQuery } from '@immodesk/platform/domain/page';

export type TenantEntityType = 'natural' | 'legal';
export type TenantStatus = 'active' | 'inactive';

export type Tenant = {
  id: string;
  entityType: TenantEntityType;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  vatNumber: string | null;
  email: string | null;
  phone: string | null;
  language: Language;
  status: TenantStatus;
  /** Property in the properties service; not a foreign key, because services own their tables. */
  propertyId: string | null;
  notes: string | null;
  /** Current address (a company: registered office) and birth data: the lease identifies the tenant with them. */
  street: string | null;
  houseNumber: string | null;
  bus: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  birthDate: string | null;
  birthPlace: string | null;
  nationalRegisterNumber: string | null;
};

/** A new tenant; which names it needs depends on the entity type (domain/contactNames). */
export type NewTenant = Omit<Tenant, 'id'>;

/** What an edit changes: a field left out keeps its value. */
export type TenantChanges = Partial<NewTenant>;

/** The plan's maxTenants (-1: unlimited), looked up by the caller; absent means no limit is checked. */
export type TenantPlanLimit = { planMaxTenants?: number };

export type TenantListQuery = PageQuery & { q?: string; propertyId?: string; status?: TenantStatus };
