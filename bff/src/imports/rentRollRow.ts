import {
  RENT_ROLL_LEASE_COLUMNS,
  RENT_ROLL_TENANT_COLUMNS,
  type TRentRollColumn,
} from '@immodesk/contracts/imports/rentRollImport.contract';
import type { TCreatePropertyRequest } from '@immodesk/contracts/properties/createProperty.contract';
import type { TEpcLabel } from '@immodesk/contracts/properties/propertyInformation.contract';
import type { TCreateTenantRequest } from '@immodesk/contracts/tenants/createTenant.contract';
import type { TCreateContractRequest } from '@immodesk/contracts/contracts/createContract.contract';

export type RentRollCells = Partial<Record<TRentRollColumn, string>>;

/** The lease of a row: the contract body without the ids the commit makes. */
export type RentRollLease = Omit<TCreateContractRequest, 'propertyId' | 'tenantIds'>;

/** A row as read and checked: its cells, the refused ones with their translated reason, and what it would create. */
export type RentRollRow = {
  row: number;
  values: RentRollCells;
  errors: Partial<Record<TRentRollColumn, string>>;
  property: TCreatePropertyRequest | null;
  epcLabel: TEpcLabel | null;
  /** Null for a vacant unit. */
  tenant: TCreateTenantRequest | null;
  tenantIban: string | null;
  lease: RentRollLease | null;
};

/** The columns that make a row a rented unit when any of them is filled in. */
export const TENANT_COLUMNS = RENT_ROLL_TENANT_COLUMNS;
export const LEASE_COLUMNS = RENT_ROLL_LEASE_COLUMNS;

/** The address as the import compares it: street, number, box and postal code, case, accents and spaces aside. */
export function addressKey(address: {
  street: string;
  houseNumber: string;
  bus?: string | null | undefined;
  postalCode: string;
}): string {
  const part = (text: string | null | undefined) =>
    (text ?? '')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  return [address.street, address.houseNumber, address.bus, address.postalCode].map(part).join('|');
}

/** A tenant as the import recognises one: by e-mail, or by name when there is none. */
export function tenantKey(tenant: {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
}): string {
  if (tenant.email) return `email:${tenant.email.toLowerCase()}`;
  const name = [tenant.firstName, tenant.lastName, tenant.companyName]
    .map((part) => (part ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim())
    .join('|');
  return `name:${name}`;
}
