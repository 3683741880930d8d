import type { SelectOption } from '@immodesk/ui-kit';

/** January … December as Intl names them in `language`, valued 1 … 12. */
export function monthOptions(language: string): SelectOption[] {
  const format = new Intl.DateTimeFormat(`${language}-BE`, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: format.format(Date.UTC(2026, index, 1)),
  }));
}
