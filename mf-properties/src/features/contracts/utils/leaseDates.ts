import type { TContractRegion, TContractType } from '@immodesk/contracts/contracts/contract.contract';

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The last day of a lease of `durationMonths` from `startsOn` (a 9-year lease from 1 March ends on the last day of
 * February), as the server computes it; null while the inputs are incomplete. Shown live in the form only.
 */
export function leaseEndsOn(startsOn: string, durationMonths: number): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(startsOn);
  if (!match || !Number.isInteger(durationMonths) || durationMonths < 1) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const lastDayOfTargetMonth = new Date(Date.UTC(year, month - 1 + durationMonths + 1, 0)).getUTCDate();
  const sameDayLater = new Date(
    Date.UTC(year, month - 1 + durationMonths, Math.min(day, lastDayOfTargetMonth)),
  );
  sameDayLater.setUTCDate(sameDayLater.getUTCDate() - 1);
  return isoDate(sameDayLater);
}

/** Belgian postal code → region (Brussels 1000–1299; Wallonia 1300–1499 and 4000–7999; Flanders the rest), to prefill the form. */
export function regionOfPostalCode(postalCode: string): TContractRegion | null {
  const code = /^\d{4}$/.test(postalCode.trim()) ? Number(postalCode.trim()) : NaN;
  if (!(code >= 1000)) return null;
  if (code < 1300) return 'brussels';
  if (code < 1500 || (code >= 4000 && code < 8000)) return 'wallonia';
  return 'flanders';
}

/** The usual initial duration per type (rental-law.md §3): 9 years for a main residence and a commercial lease, a year otherwise. */
export const DEFAULT_DURATION_MONTHS: Record<TContractType, number> = {
  main_residence: 108,
  common_law: 12,
  commercial_lease: 108,
  student_housing: 12,
};
