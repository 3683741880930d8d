import { currentLanguage } from '../i18n/i18n';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * Intl's short name for a byte is the word "byte" in Dutch and English; file managers and Belgian users write
 * "B" there (French keeps its "o", as Intl has it).
 */
const BYTE_SYMBOL: Readonly<Record<string, string>> = { nl: 'B', en: 'B' };

/**
 * A file size in the interface language with decimal units, as their names say: "735 B", "12 kB", "1,2 MB"
 * (nl), "1,2 Mo" (fr). One decimal below 10 of a unit, none from 10 on. `step: 1024` counts the way storage quotas
 * are counted (200 × 1024² bytes is the plan's "200 MB"), for a usage shown against such a quota.
 */
export function formatFileSize(
  bytes: number,
  language: string = currentLanguage(),
  { step = 1000 }: { step?: 1000 | 1024 } = {},
): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  // 999.6 kB would round to "1000 kB": it is 1 MB.
  while (value >= step - 0.5 && unit < UNITS.length - 1) {
    value /= step;
    unit += 1;
  }
  const format = new Intl.NumberFormat(`${language}-BE`, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 || value >= 10 ? 0 : 1,
  });
  const byteSymbol = unit === 0 ? BYTE_SYMBOL[language] : undefined;
  if (!byteSymbol) return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'unit' ? byteSymbol : part.value))
    .join('');
}
