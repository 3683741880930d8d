/**
 * Belgian structured communication (OGM in Dutch, VCS in French): what the services print on rent requests and
 * transfer instructions, and what they look for in bank lines.
 *
 * Twelve digits: a ten-digit base and two check digits, the base mod 97 (a remainder of 0 is written 97). Printed
 * as `+++ddd/dddd/ddddd+++`; banks and tenants also write it with `***`, without separators, with spaces, dots or
 * dashes, so `findStructuredReference` reads every such notation inside a free text (a bank line's communication).
 */
export const STRUCTURED_REFERENCE_PATTERN = /^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/;

/** The two check digits of a ten-digit base: base mod 97, and 97 where that is 0. */
function checkDigits(base: string): string {
  const remainder = Number(BigInt(base) % 97n);
  return String(remainder === 0 ? 97 : remainder).padStart(2, '0');
}

function isValidDigits(digits: string): boolean {
  return /^\d{12}$/.test(digits) && checkDigits(digits.slice(0, 10)) === digits.slice(10);
}

/** `+++ddd/dddd/ddddd+++` of twelve valid digits. */
function format(digits: string): string {
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

/** The structured reference of a base of at most ten digits (left-padded with zeros). */
export function makeStructuredReference(base: number | bigint | string): string {
  const digits = String(base);
  if (!/^\d{1,10}$/.test(digits)) throw new RangeError('A structured reference base has one to ten digits');
  const padded = digits.padStart(10, '0');
  return format(padded + checkDigits(padded));
}

/**
 * The reference in its printed form, or null when the input is not one valid structured reference. Accepts
 * `+++…+++`, `***…***`, bare twelve digits, and spaces, slashes, dots or dashes between them.
 */
export function normalizeStructuredReference(input: string): string | null {
  const compact = input
    .trim()
    .replace(/^(\+{3}|\*{3})|(\+{3}|\*{3})$/g, '')
    .replace(/[\s/.-]/g, '');
  return isValidDigits(compact) ? format(compact) : null;
}

// Twelve digits, possibly grouped 3/4/5 with a separator (spaces around it allowed), possibly framed by +++ or ***, not part of a longer number.
const GROUP_SEPARATOR = String.raw`(?:\s*[/.-]\s*|\s+)?`;
const REFERENCE_IN_TEXT = new RegExp(
  String.raw`(?<!\d)(?:[+*]{3}\s*)?(\d{3})${GROUP_SEPARATOR}(\d{4})${GROUP_SEPARATOR}(\d{5})(?:\s*[+*]{3})?(?!\d)`,
  'g',
);

/** The first valid structured reference written anywhere in a free text, in its printed form; null when none. */
export function findStructuredReference(text: string): string | null {
  for (const match of text.matchAll(REFERENCE_IN_TEXT)) {
    const digits = `${match[1]}${match[2]}${match[3]}`;
    if (isValidDigits(digits)) return format(digits);
  }
  return null;
}
