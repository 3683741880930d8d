/**
 * Belgian national register numbers (rijksregisternummer / numéro de registre national), checked the same way on
 * the server and in the browser. Source: the rule python-stdnum documents in `stdnum.be.nn` (after the Law of
 * 8 August 1983 organising a National Register of natural persons, art. 2, and the Royal Decree of 3 April 1984 on
 * the number's composition): eleven digits YYMMDD (birth date) · SSS (day counter, odd for men, even for women) ·
 * CC, where CC = 97 − (the first nine digits mod 97) for people born before 2000, and 97 − (2 followed by the first
 * nine digits, mod 97) for people born from 2000. A month 00 means the birth date was unknown when the number was
 * issued; a day 00 only the day. Accepted as typed on an identity card (`85.07.30-033.28`, `85073003328`), stored as
 * the eleven digits, shown as `85.07.30-033.28`.
 */
export const NATIONAL_REGISTER_NUMBER_PATTERN = /^\d{11}$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The century the check digits point at (1900 or 2000), or null when they match neither. */
function centuryOf(digits: string): 1900 | 2000 | null {
  const check = Number(digits.slice(9));
  if (97 - (Number(digits.slice(0, 9)) % 97) === check) return 1900;
  if (97 - (Number(`2${digits.slice(0, 9)}`) % 97) === check) return 2000;
  return null;
}

/** The eleven digits, or null when the input is not a valid national register number. */
export function normalizeNationalRegisterNumber(input: string): string | null {
  const digits = input.replace(/[\s.\-/]/g, '');
  if (!NATIONAL_REGISTER_NUMBER_PATTERN.test(digits) || Number(digits) === 0) return null;
  const century = centuryOf(digits);
  if (century === null) return null;
  const year = century + Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  if (month > 12) return null;
  if (month > 0 && day > daysInMonth(year, month)) return null;
  return digits;
}

/** `85073003328` → `85.07.30-033.28`; anything else is shown as stored. */
export function formatNationalRegisterNumber(stored: string): string {
  if (!NATIONAL_REGISTER_NUMBER_PATTERN.test(stored)) return stored;
  return `${stored.slice(0, 2)}.${stored.slice(2, 4)}.${stored.slice(4, 6)}-${stored.slice(6, 9)}.${stored.slice(9)}`;
}
