import type { TContractor } from '@immodesk/contracts/contractors/listContractors.contract';

export type ContractorNameParts = Pick<TContractor, 'firstName' | 'lastName' | 'companyName'>;

/** The company first (that is who sends the invoice), the person as a second line; never blank. */
export function contractorDisplayName(contractor: ContractorNameParts): { primary: string; secondary: string | null } {
  const person = [contractor.firstName, contractor.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const company = contractor.companyName?.trim() ?? '';
  if (company) return { primary: company, secondary: person || null };
  return { primary: person, secondary: null };
}
