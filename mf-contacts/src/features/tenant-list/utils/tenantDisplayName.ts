import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';

export type TenantNameParts = Pick<TTenant, 'entityType' | 'firstName' | 'lastName' | 'companyName'>;

function join(...parts: (string | null)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * What a list shows for a tenant: the company for a legal entity (with its contact person as a second line),
 * "first last" for a natural person. Falls back to whatever name there is, so a row is never blank.
 */
export function tenantDisplayName(tenant: TenantNameParts): { primary: string; secondary: string | null } {
  const person = join(tenant.firstName, tenant.lastName);
  const company = tenant.companyName?.trim() ?? '';
  if (tenant.entityType === 'legal' && company) return { primary: company, secondary: person || null };
  if (person) return { primary: person, secondary: null };
  return { primary: company, secondary: null };
}
