import { AppError } from '@immodesk/platform/errors';

/** A statement file we recognised but cannot read: 422 with where and why (the reason stays untranslated, in details). */
export function unreadable(reason: string, line?: number): AppError {
  return new AppError('business_rule', {
    messageKey: 'errors.bankStatementUnreadable',
    details: line === undefined ? { reason } : { reason, line },
  });
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isoDate(year: number, month: number, day: number): string | null {
  if (!isCalendarDate(year, month, day)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** CODA's `DDMMYY` (years 00-69 are 20xx); null for zeros or an impossible date. */
export function fromDdMmYy(value: string): string | null {
  if (!/^\d{6}$/.test(value) || value === '000000') return null;
  const year = Number(value.slice(4, 6));
  return isoDate(year < 70 ? 2000 + year : 1900 + year, Number(value.slice(2, 4)), Number(value.slice(0, 2)));
}

/** Belgian exports' `dd/mm/yyyy` (also `dd-mm-yyyy`, `dd.mm.yyyy`) or ISO `yyyy-mm-dd`; null otherwise. */
export function fromDisplayDate(value: string): string | null {
  const trimmed = value.trim();
  const belgian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (belgian) return isoDate(Number(belgian[3]), Number(belgian[2]), Number(belgian[1]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(trimmed);
  return iso ? isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}

/**
 * An amount as Belgian exports write it, in cents: decimal comma (`1.234,56`, `-850,00`, `+850`), or a decimal
 * point when it is the only separator with two decimals (`850.00`, as CAMT and some exports write). Null otherwise.
 */
export function centsFromDecimal(value: string): number | null {
  const compact = value.trim().replace(/\s|\u00a0|€|EUR/g, '');
  const match =
    /^([+-]?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(compact) ??
    /^([+-]?)(\d+)\.(\d{1,2})$/.exec(compact);
  if (!match) return null;
  const euros = Number((match[2] ?? '0').replace(/\./g, ''));
  const cents = Number((match[3] ?? '').padEnd(2, '0'));
  const total = euros * 100 + cents;
  if (!Number.isSafeInteger(total)) return null;
  return match[1] === '-' ? -total : total;
}

/** Empty or blank → null, otherwise trimmed with inner runs of spaces collapsed. */
export function textOrNull(value: string | undefined | null): string | null {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/** An account number as given, upper case without spaces; null when blank. */
export function accountOrNull(value: string | undefined | null): string | null {
  const account = (value ?? '').replace(/[\s-]/g, '').toUpperCase();
  return account === '' ? null : account;
}
