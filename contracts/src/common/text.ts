import { z } from 'zod';
import { normalizeBelgianVat } from './belgianVat';
import { normalizePhone } from './phone';

/** Optional free text from a form: trimmed, and an empty value means "not given" (`null`). */
export function zOptionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Optional e-mail address: trimmed and lower-cased; an empty value means "not given" (`null`). */
export function zOptionalEmail() {
  return z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z.string().trim().toLowerCase().email().max(320).nullish(),
    )
    .transform((value) => value ?? null);
}

/**
 * Optional Belgian enterprise (VAT) number (common/belgianVat): stored as `BE0123456749`; an empty value is
 * `null`; anything else answers `validation.invalidVatNumber`.
 */
export function zOptionalVatNumber() {
  return zOptionalText(30).transform((value, ctx) => {
    if (value === null) return null;
    const normalized = normalizeBelgianVat(value);
    if (normalized === null)
      ctx.addIssue({
        code: 'custom',
        message: 'Not a Belgian enterprise number',
        params: { messageKey: 'validation.invalidVatNumber' },
      });
    return normalized;
  });
}

/** Optional phone number (common/phone): stored in E.164; an empty value is `null`; else `validation.invalidPhone`. */
export function zOptionalPhone() {
  return zOptionalText(40).transform((value, ctx) => {
    if (value === null) return null;
    const normalized = normalizePhone(value);
    if (normalized === null)
      ctx.addIssue({
        code: 'custom',
        message: 'Not a phone number',
        params: { messageKey: 'validation.invalidPhone' },
      });
    return normalized;
  });
}
