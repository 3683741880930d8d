import { parse } from 'csv-parse/sync';
import type { CsvBank, ReadStatementLine } from '../domain/statementLine';
import { CSV_BANK_LAYOUTS, type CsvColumns } from './csvBanks';
import { accountOrNull, centsFromDecimal, fromDisplayDate, textOrNull, unreadable } from './statementValues';

/** How many rows may come before the header (Belfius puts the query it ran above its columns). */
const MAX_PREAMBLE_ROWS = 20;

type Layout = (typeof CSV_BANK_LAYOUTS)[number];

function normalizedHeader(value: string): string {
  return value
    .replace(/^\uFEFF/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function findLayout(rows: string[][]): { layout: Layout; headerIndex: number } | null {
  for (let index = 0; index < Math.min(rows.length, MAX_PREAMBLE_ROWS); index += 1) {
    const headers = new Set((rows[index] ?? []).map(normalizedHeader));
    const layout = CSV_BANK_LAYOUTS.find(({ signature }) =>
      signature.every((names) => names.some((name) => headers.has(name))),
    );
    if (layout) return { layout, headerIndex: index };
  }
  return null;
}

function parseRows(content: string): string[][] {
  return parse(content, {
    delimiter: ';',
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  }) as string[][];
}

/** Which bank's CSV this is, or null when it is no export we know (then it is not a statement we read). */
export function detectCsvBank(content: string): CsvBank | null {
  try {
    return (
      findLayout(
        parseRows(
          content
            .split(/\r?\n/)
            .slice(0, MAX_PREAMBLE_ROWS + 1)
            .join('\n'),
        ),
      )?.layout.bank ?? null
    );
  } catch {
    return null;
  }
}

export function readCsv(content: string): { bank: CsvBank; lines: ReadStatementLine[] } {
  let rows: string[][];
  try {
    rows = parseRows(content);
  } catch (error) {
    throw unreadable(`CSV: ${(error as Error).message}`);
  }
  const found = findLayout(rows);
  if (!found) throw unreadable('CSV: no header of a KBC, BNP Paribas Fortis, Belfius or ING export');
  const headers = (rows[found.headerIndex] ?? []).map(normalizedHeader);
  const columnOf = (names: string[]) =>
    names.map((name) => headers.indexOf(name)).filter((index) => index >= 0);
  const columns = Object.fromEntries(
    Object.entries(found.layout.columns).map(([key, names]) => [key, columnOf(names)]),
  ) as Record<keyof CsvColumns, number[]>;
  // The first listed column that has a value.
  const first = (row: string[], key: keyof CsvColumns) =>
    columns[key].map((index) => row[index]?.trim() ?? '').find((value) => value !== '') ?? '';

  const lines: ReadStatementLine[] = [];
  rows.slice(found.headerIndex + 1).forEach((row, offset) => {
    const rowNumber = found.headerIndex + offset + 2;
    if (row.every((cell) => cell.trim() === '')) return;
    const bookingDate = fromDisplayDate(first(row, 'bookingDate'));
    const amountCents = centsFromDecimal(first(row, 'amount'));
    if (!bookingDate || amountCents === null)
      throw unreadable(`CSV row ${rowNumber}: unreadable date or amount`, rowNumber);
    const reference = columns.reference
      .map((index) => row[index]?.trim() ?? '')
      .filter((value) => value !== '')
      .join('/');
    lines.push({
      accountIban: accountOrNull(first(row, 'account')),
      bookingDate,
      valueDate: fromDisplayDate(first(row, 'valueDate')),
      amountCents,
      counterpartyName: textOrNull(first(row, 'counterpartyName')),
      counterpartyIban: accountOrNull(first(row, 'counterpartyIban')),
      communication: textOrNull(first(row, 'communication')),
      structuredCommunication: textOrNull(first(row, 'structuredCommunication')),
      bankReference: textOrNull(reference),
    });
  });
  return { bank: found.layout.bank, lines };
}
