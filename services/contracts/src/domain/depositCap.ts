import type { ContractType, ContractWarning, Deposit, Region } from './contract';

/**
 * The legal maximum of a rental deposit in months of rent, from shared/domain/rental-law.md §2, by region, lease
 * type, deposit form and signing date. Null when no statutory cap applies: commercial leases (Handelshuurwet) and
 * common-law leases (not the tenant's main residence: the regional housing-lease caps do not cover them).
 */
export function legalDepositMonths(input: {
  region: Region;
  type: ContractType;
  depositType: Deposit['type'];
  signedOn: string;
}): number | null {
  const { region, type, depositType, signedOn } = input;
  if (depositType === 'none') return null;
  if (type === 'commercial_lease' || type === 'common_law') return null;
  // A bank or CPAS/OCMW guarantee is recorded as `other`; it allowed 3 months where the older rules did.
  const isGuarantee = depositType === 'other';
  switch (region) {
    case 'flanders':
      // rental-law.md §2: student leases (VWHD Title III) 2 months; leases signed from 1 Jan 2019 3 months whatever
      // the form (VWHD art. 37, the signing date decides); before: federal law, 2 months blocked, 3 as a guarantee.
      if (type === 'student_housing') return 2;
      if (signedOn >= '2019-01-01') return 3;
      return isGuarantee ? 3 : 2;
    case 'brussels':
      // rental-law.md §2: from 1 Nov 2024 (ordinance 4 Apr 2024) 2 months in all cases; before, 3 for a guarantee.
      if (signedOn >= '2024-11-01') return 2;
      return isGuarantee ? 3 : 2;
    case 'wallonia':
      // rental-law.md §2: from 1 June 2023 (decree 19 May 2023, art. 62) 2 months whatever the form; before, 3 for a guarantee.
      if (signedOn >= '2023-06-01') return 2;
      return isGuarantee ? 3 : 2;
  }
}

/**
 * The deposit warning of a contract, if any. A deposit above the maximum is a warning, never a refusal: the law
 * does not make the lease void, only the excess unenforceable (the tenant owes no more than the cap), so the
 * landlord may still save a draft and correct it. See README "Contracts".
 */
export function depositWarnings(input: {
  region: Region;
  type: ContractType;
  signedOn: string;
  rentCents: number;
  deposit: Deposit;
}): ContractWarning[] {
  const months = legalDepositMonths({
    region: input.region,
    type: input.type,
    depositType: input.deposit.type,
    signedOn: input.signedOn,
  });
  if (months === null) return [];
  const maximumCents = months * input.rentCents;
  return input.deposit.amountCents > maximumCents
    ? [{ code: 'deposit_above_legal_maximum', maximumCents, months }]
    : [];
}
