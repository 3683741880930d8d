import type { Region } from './contract';

/**
 * The region of a Belgian postal code (shared/domain/README.md): 1000–1299 Brussels-Capital, 1300–1499 and
 * 4000–7999 Wallonia, 1500–3999 and 8000–9999 Flanders. Null for anything that is not a Belgian postal code.
 */
export function regionOfPostalCode(postalCode: string): Region | null {
  if (!/^\d{4}$/.test(postalCode.trim())) return null;
  const code = Number(postalCode.trim());
  if (code < 1000) return null;
  if (code <= 1299) return 'brussels';
  if (code <= 1499) return 'wallonia';
  if (code <= 3999) return 'flanders';
  if (code <= 7999) return 'wallonia';
  return 'flanders';
}
