import type { TRecordedIndexation } from '@immodesk/contracts/contracts/recordSigned.contract';
import { parseEuroToCents } from '@immodesk/sdk';

/** One row of "Past indexations": the day the new rent applies from and that rent as typed (euro). */
export type PastIndexationRow = { key: number; indexedOn: string; newRent: string };

/** The field of a row as the server names it: `indexations.<n>.indexedOn` or `indexations.<n>.newRentCents`. */
export function indexationFieldName(index: number, field: keyof TRecordedIndexation): string {
  return `indexations.${index}.${field}`;
}

type CheckedIndexations = {
  indexations: TRecordedIndexation[];
  /** Per field name (see indexationFieldName), the key of the problem under `paperLease.errors`. */
  problems: Record<string, 'invalidDate' | 'invalidAmount'>;
};

/**
 * The rows as the request's `indexations`, in their order (so a server error names the row the user sees); a row
 * without a date or with no valid amount is a problem of that field. The schema checks the dates themselves.
 */
export function checkPastIndexations(rows: PastIndexationRow[]): CheckedIndexations {
  const problems: CheckedIndexations['problems'] = {};
  const indexations = rows.map((row, index) => {
    const newRentCents = parseEuroToCents(row.newRent);
    if (!row.indexedOn) problems[indexationFieldName(index, 'indexedOn')] = 'invalidDate';
    if (!newRentCents) problems[indexationFieldName(index, 'newRentCents')] = 'invalidAmount';
    return { indexedOn: row.indexedOn, newRentCents: newRentCents ?? 0 };
  });
  return { indexations, problems };
}
