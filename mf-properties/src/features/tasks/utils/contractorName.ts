import type { TContractor } from '@immodesk/contracts/contractors/listContractors.contract';

/** The company name, else the person's name (a contractor has at least one of them). */
export function contractorName(contractor: Pick<TContractor, 'companyName' | 'firstName' | 'lastName'>): string {
  if (contractor.companyName) return contractor.companyName;
  return [contractor.firstName, contractor.lastName].filter(Boolean).join(' ');
}
