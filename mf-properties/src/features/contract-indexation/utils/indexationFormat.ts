/** A health index figure with two decimals in the reader's Belgian locale ("131,75"). */
export function formatIndex(value: number, language: string): string {
  return new Intl.NumberFormat(`${language}-BE`, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** `YYYY-MM` → "maart 2024" in the reader's Belgian locale. */
export function formatMonth(month: string, language: string): string {
  return new Intl.DateTimeFormat(`${language}-BE`, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** How many whole months `month` (`YYYY-MM`) lies before `today` (`YYYY-MM-DD`): 0 in the same month. */
export function monthsOld(month: string, today: string): number {
  const count = (value: string) => Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7));
  return count(today) - count(month);
}

/** Indexation applies to leases in force: a signed lease waiting for its start, or a running one. */
export function canIndex(status: string): boolean {
  return status === 'active' || status === 'signed';
}
