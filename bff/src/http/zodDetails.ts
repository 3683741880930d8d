import type { z } from 'zod';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import { translate } from '../i18n/translate';

/** Turns zod issues into `{ field: translated message }` for the `validation_error` body. */
export function zodIssuesToDetails(issues: z.core.$ZodIssue[], language: TLanguage): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.join('.') || '_';
    if (details[field]) continue;
    details[field] = translate(language, ...messageFor(issue));
  }
  return details;
}

function messageFor(issue: z.core.$ZodIssue): [string, Record<string, string | number>?] {
  switch (issue.code) {
    case 'invalid_type':
      return [
        issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid',
      ];
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? ['validation.required']
          : ['validation.tooShort', { minimum: Number(issue.minimum) }];
      return ['validation.tooSmall', { minimum: Number(issue.minimum) }];
    case 'too_big':
      return issue.origin === 'string'
        ? ['validation.tooLong', { maximum: Number(issue.maximum) }]
        : ['validation.tooBig', { maximum: Number(issue.maximum) }];
    case 'invalid_format':
      if (issue.format === 'email') return ['validation.invalidEmail'];
      if (issue.format === 'regex' && issue.pattern?.includes('\\d{4}-\\d{2}-\\d{2}'))
        return ['validation.invalidDate'];
      return ['validation.invalid'];
    case 'invalid_value':
      return ['validation.invalidOption'];
    case 'custom':
      return customMessage(issue.params) ?? ['validation.invalid'];
    default:
      return ['validation.invalid'];
  }
}

/** A contract's own message for a custom issue: `params: { messageKey: 'validation.…', values? }`. */
function customMessage(
  params: Record<string, unknown> | undefined,
): [string, Record<string, string | number>] | null {
  const key = params?.messageKey;
  if (typeof key !== 'string' || !key.startsWith('validation.')) return null;
  const values =
    typeof params?.values === 'object' && params.values !== null
      ? (params.values as Record<string, string | number>)
      : {};
  return [key, values];
}
