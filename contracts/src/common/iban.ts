import { isValidBIC } from 'ibantools';

/**
 * IBAN (ISO 13616) and BIC (ISO 9362) checks, the same on the server (the contracts' zod fields) and in the browser
 * (the bank-account form), so neither needs zod for them.
 *
 * An IBAN is stored normalised: upper case, no spaces (`BE68539007547034`), and shown in groups of four
 * (`BE68 5390 0754 7034`). Valid means: a known country, that country's length, mod 97 = 1 over the rearranged
 * number and, for Belgium, the national check of the twelve-digit account number (the last two digits are the first
 * ten mod 97, a remainder of 0 written 97).
 */

/** Length of the whole IBAN per country (SWIFT's IBAN registry). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HN: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
};

/** What a person may type between the characters of an IBAN or a BIC. */
const SEPARATORS = /[\s.\-/]/g;

function compact(input: string): string {
  return input.replace(SEPARATORS, '').toUpperCase();
}

/** The rearranged number (country and check digits at the end, letters as 10…35) mod 97. */
function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder;
}

/** The Belgian national check: account number `bbb-nnnnnnn-cc`, cc = first ten digits mod 97 (0 → 97). */
function isValidBelgianAccountNumber(bban: string): boolean {
  if (!/^\d{12}$/.test(bban)) return false;
  const remainder = Number(BigInt(bban.slice(0, 10)) % 97n);
  return (remainder === 0 ? 97 : remainder) === Number(bban.slice(10));
}

/** The IBAN upper case without separators, or null when it is not a valid IBAN. */
export function normalizeIban(input: string): string | null {
  const iban = compact(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return null;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined || iban.length !== length) return null;
  if (ibanMod97(iban) !== 1) return null;
  if (iban.startsWith('BE') && !isValidBelgianAccountNumber(iban.slice(4))) return null;
  return iban;
}

export function isValidIban(input: string): boolean {
  return normalizeIban(input) !== null;
}

/** `BE68539007547034` → `BE68 5390 0754 7034`. */
export function formatIban(iban: string): string {
  return compact(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Four letters (bank), two letters (country), two letters or digits (location), optionally three (branch). */
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/**
 * The BIC upper case without spaces, or null when it is not 8 or 11 characters of the BIC format or its country
 * (characters 5-6) is not an ISO 3166-1 country (ISO 9362; SWIFT also uses XK for Kosovo). The country list is
 * ibantools' (`isValidBIC`), so a word that only looks like a BIC (`MULTIPLE`: country `IP`) is refused.
 */
export function normalizeBic(input: string): string | null {
  const bic = compact(input);
  return BIC_PATTERN.test(bic) && isValidBIC(bic) ? bic : null;
}

export function isValidBic(input: string): boolean {
  return normalizeBic(input) !== null;
}
