import { z } from 'zod';

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
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), z.string().trim().toLowerCase().email().max(320).nullish())
    .transform((value) => value ?? null);
}
