import { IBAN_LENGTHS, isValidIban } from '@immodesk/contracts/common/iban';

export type IbanFeedback = 'none' | 'valid' | 'invalid';

/**
 * What the IBAN field says while it is typed: nothing while the number can still become a valid one of its
 * country, then valid or invalid; once the field is left, an incomplete number is invalid too.
 */
export function ibanFeedback(typed: string, isLeft: boolean): IbanFeedback {
  const compact = typed.replace(/[\s.\-/]/g, '').toUpperCase();
  if (compact === '') return 'none';
  if (isValidIban(compact)) return 'valid';
  if (isLeft) return 'invalid';
  if (compact.length < 2) return /^[A-Z]$/.test(compact) ? 'none' : 'invalid';
  const expectedLength = IBAN_LENGTHS[compact.slice(0, 2)];
  if (expectedLength === undefined || !/^[A-Z]{2}(?:\d{1,2}|\d{2}[A-Z0-9]+)?$/.test(compact))
    return 'invalid';
  return compact.length < expectedLength ? 'none' : 'invalid';
}
