import type { z } from 'zod';

/**
 * The browser's run of an endpoint's own contract: its output, or per field a translation key of this remote
 * (`form.errors.…`). The server checks again; its translated per-field messages replace these.
 */
export function checkWithContract<S extends z.ZodType>(
  schema: S,
  body: unknown,
): { body: z.output<S> | null; errors: Record<string, string> } {
  const result = schema.safeParse(body);
  if (result.success) return { body: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    if (!errors[field]) errors[field] = errorKeyOf(issue);
  }
  return { body: null, errors };
}

function errorKeyOf(issue: z.core.$ZodIssue): string {
  const messageKey = issue.code === 'custom' ? issue.params?.messageKey : undefined;
  // A contract's own check names its message (`params.messageKey`, as the BFF's zodDetails reads it).
  if (typeof messageKey === 'string' && messageKey.startsWith('validation.'))
    return `form.errors.${messageKey.slice('validation.'.length)}`;
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'form.errors.invalidEmail';
  if (issue.code === 'too_big') return 'form.errors.tooLong';
  return 'form.errors.invalid';
}
