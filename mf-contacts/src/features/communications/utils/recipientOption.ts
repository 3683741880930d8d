import type { TContractor } from '@immodesk/contracts/contractors/listContractors.contract';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { contractorDisplayName, tenantDisplayName } from '@immodesk/sdk';

/** A chip in the recipient field: a tenant, a contractor or an address typed by hand (its value is the address). */
export type RecipientOption = {
  value: string;
  kind: 'tenant' | 'contractor' | 'email';
  label: string;
  email: string | null;
};

export function tenantOption(tenant: TTenant): RecipientOption {
  return { value: tenant.id, kind: 'tenant', label: tenantDisplayName(tenant).primary, email: tenant.email };
}

export function contractorOption(contractor: TContractor): RecipientOption {
  return {
    value: contractor.id,
    kind: 'contractor',
    label: contractorDisplayName(contractor).primary,
    email: contractor.email,
  };
}

export function addressOption(address: string): RecipientOption {
  const email = address.trim().toLowerCase();
  return { value: email, kind: 'email', label: email, email };
}
