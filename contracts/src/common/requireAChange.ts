import type { z } from 'zod';

/**
 * A PATCH body must name at least one field to change: one holding only unknown keys (which zod strips) or none is
 * a 400 `validation_error`, never a 200 that changed nothing (docs/decisions/accounts-and-security.md, 2026-11-28).
 * `notChanges` are keys that steer the save (a confirmation, a proof) without being a change themselves.
 */
export function requireAChange<T extends z.ZodObject>(schema: T, notChanges: readonly string[] = []): T {
  return schema.refine(
    (body: Record<string, unknown>) =>
      Object.entries(body).some(([key, value]) => value !== undefined && !notChanges.includes(key)),
    { params: { messageKey: 'validation.nothingToChange' } },
  );
}
