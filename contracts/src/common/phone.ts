import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Phone numbers as landlords type them (`0470 12 34 56`, `+32 470 12 34 56`, `02 123 45 67`; without a country
 * code they are Belgian), stored in E.164 (`+32470123456`), shown the Belgian way: a Belgian number nationally
 * (`0470 12 34 56`), a foreign one internationally (`+33 6 12 34 56 78`).
 */
export function normalizePhone(input: string): string | null {
  const number = parsePhoneNumberFromString(input.trim(), 'BE');
  return number?.isValid() ? number.number : null;
}

/** E.164 → nl-BE display; anything unparseable is shown as stored. */
export function formatPhone(stored: string): string {
  const number = parsePhoneNumberFromString(stored, 'BE');
  if (!number) return stored;
  return number.country === 'BE' ? number.formatNational() : number.formatInternational();
}
