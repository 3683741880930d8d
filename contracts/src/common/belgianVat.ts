/**
 * Belgian enterprise (VAT) numbers, checked the same way on the server and in the browser.
 *
 * Structure: ten digits, the first 0 or 1; the last two are 97 minus (the first eight mod 97). Accepted as typed
 * on invoices and in the KBO/BCE (`BE0123.456.749`, `0123456749`, `BE 0123 456 749`, `0123-456-749`); stored
 * normalised as `BE` and the ten digits (`BE0123456749`); shown as `BE 0123.456.749`. Numbers given before 2005 had
 * nine digits and still stand that way on old leases and letterheads (`BE 428759497`): a leading 0 makes them the ten
 * digits of the KBO/BCE, as python-stdnum's `be.vat.compact` does.
 */
export const BELGIAN_VAT_PATTERN = /^BE[01]\d{9}$/;

/** The ten digits with `BE` in front, or null when the input is not a valid Belgian enterprise number. */
export function normalizeBelgianVat(input: string): string | null {
  const compact = input.replace(/[\s.\-/]/g, '').toUpperCase();
  const given = compact.startsWith('BE') ? compact.slice(2) : compact;
  const digits = given.length === 9 ? `0${given}` : given;
  if (!/^[01]\d{9}$/.test(digits)) return null;
  const check = 97 - (Number(digits.slice(0, 8)) % 97);
  return check === Number(digits.slice(8)) ? `BE${digits}` : null;
}

/** `BE0123456749` → `BE 0123.456.749`; anything else is shown as stored. */
export function formatBelgianVat(stored: string): string {
  if (!BELGIAN_VAT_PATTERN.test(stored)) return stored;
  return `BE ${stored.slice(2, 6)}.${stored.slice(6, 9)}.${stored.slice(9)}`;
}
