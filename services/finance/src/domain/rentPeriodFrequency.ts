import { periodContaining, type PaymentFrequency, type RentPeriodSpan } from './rentSchedule';

/** The frequency a period key belongs to (`2026-03` monthly, `2026-B2` bimonthly, …, `2026` yearly); null for weeks. */
export function frequencyOfPeriod(key: string): PaymentFrequency | null {
  if (/^\d{4}$/.test(key)) return 'yearly';
  const kind = key.slice(5, 6);
  if (kind === 'B') return 'bimonthly';
  if (kind === 'Q') return 'quarterly';
  if (kind === 'H') return 'half_yearly';
  if (kind === 'W') return null;
  return 'monthly';
}

/** The whole calendar period of a key (weeks: null). */
export function periodOfKey(key: string): RentPeriodSpan | null {
  const frequency = frequencyOfPeriod(key);
  if (!frequency) return null;
  const year = key.slice(0, 4);
  const index = key.length === 4 ? 0 : Number(key.slice(frequency === 'monthly' ? 5 : 6)) - 1;
  const months = { monthly: 1, bimonthly: 2, quarterly: 3, half_yearly: 6, yearly: 12 }[frequency];
  const firstMonth = frequency === 'monthly' ? index + 1 : index * months + 1;
  return periodContaining(frequency, `${year}-${String(firstMonth).padStart(2, '0')}-01`);
}
