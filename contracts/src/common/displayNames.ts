// Display names are one rule for the server (message recipients) and the browser (lists): it lives with the contracts.
import type { TContractor } from '../contractors/listContractors.contract';
import type { TTenant } from '../tenants/listTenants.contract';

/** A name for a list row: the main line, and a second line when there is more to say. */
export type DisplayName = { primary: string; secondary: string | null };

export type TenantNameParts = Pick<TTenant, 'entityType' | 'firstName' | 'lastName' | 'companyName'>;
export type ContractorNameParts = Pick<TContractor, 'firstName' | 'lastName' | 'companyName'>;

function joinName(...parts: (string | null)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * A tenant: the company for a legal entity (with its contact person as a second line), "first last" for a
 * natural person. Falls back to whatever name there is, so a row is never blank.
 */
export function tenantDisplayName(tenant: TenantNameParts): DisplayName {
  const person = joinName(tenant.firstName, tenant.lastName);
  const company = tenant.companyName?.trim() ?? '';
  if (tenant.entityType === 'legal' && company) return { primary: company, secondary: person || null };
  if (person) return { primary: person, secondary: null };
  return { primary: company, secondary: null };
}

/** A contractor: the company first (that is who sends the invoice), the person as a second line; never blank. */
export function contractorDisplayName(contractor: ContractorNameParts): DisplayName {
  const person = joinName(contractor.firstName, contractor.lastName);
  const company = contractor.companyName?.trim() ?? '';
  if (company) return { primary: company, secondary: person || null };
  return { primary: person, secondary: null };
}
