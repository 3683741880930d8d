import { AppError } from '@immodesk/platform/errors';
import type { GivenBaseMonth } from './healthIndexBases';

/*
 * Statbel's open-data file "CPI All base years" (consumer price index and health index), published as pipe-separated
 * text (zipped) and as XLSX. One header line names the columns; every other line is one month of one base:
 *
 *   NM_BASE_YR|NM_YR|NM_MTH|MS_CPI_IDX|MS_CPI_INFL|MS_HLTH_IDX|MS_SMOOTH_IDX|…
 *   2013|2025|12|…|…|136.69|…
 *
 * NM_BASE_YR is the base (2013 for 2013 = 100; 2025 = 100 is the main base since January 2026, the 2013 series
 * continues), NM_YR and NM_MTH the month, MS_HLTH_IDX the health index with a decimal point; a value the base does not
 * have (no health index before 1994) is empty or `.`. The text may start with a byte-order mark.
 * Sources for this layout (documentation search of 2026-11-28; Statbel's own page was not in the search store, so
 * these are public programs that read the file): a Python reader of the zip (pipe-separated .txt inside, UTF-8 with
 * BOM, header NM_BASE_YR|NM_YR|NM_MTH|…|MS_HLTH_IDX|…, `.` for a missing value), pandas `read_csv(url, sep="|")` on
 * the zip, R and Odoo readers of the XLSX filtering NM_BASE_YR and renaming NM_YR, NM_MTH, MS_HLTH_IDX, and a row of
 * the file as JSON (NM_BASE_YR 2004, NM_YR 2000, NM_MTH 1, MS_HLTH_IDX 91.67, MS_CPI_IDX, MS_SMOOTH_IDX); one Odoo
 * reader lists the bases in the file as 1914, 1988, 1996, 2004, 2013 and 2025.
 * Columns are found by name, so added or reordered columns do not matter.
 */

const REQUIRED = ['NM_BASE_YR', 'NM_YR', 'NM_MTH', 'MS_HLTH_IDX'] as const;

function unreadable(reason: string): AppError {
  return new AppError('validation_error', {
    messageKey: 'errors.indexation.importRejected',
    details: { problems: [{ code: 'unreadable_file', reason }] },
  });
}

function cells(line: string): string[] {
  return line.split('|').map((cell) => cell.trim().replace(/^"|"$/g, ''));
}

function isMissing(value: string): boolean {
  return value === '' || value === '.';
}

/** The health index months of every base in the file, by base then month (each base's series in calendar order). */
export function parseStatbelHealthIndex(text: string): GivenBaseMonth[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim().length > 0);
  const header = cells(lines[0] ?? '').map((name) => name.toUpperCase());
  const position = Object.fromEntries(REQUIRED.map((name) => [name, header.indexOf(name)])) as Record<
    (typeof REQUIRED)[number],
    number
  >;
  const absent = REQUIRED.filter((name) => position[name] < 0);
  if (absent.length > 0)
    throw unreadable(`not Statbel's "CPI All base years" layout: no ${absent.join(', ')}`);

  const months: GivenBaseMonth[] = [];
  for (const line of lines.slice(1)) {
    const row = cells(line);
    const [base = '', year = '', month = '', value = ''] = REQUIRED.map((name) => row[position[name]] ?? '');
    if (isMissing(value)) continue;
    const baseYear = Number(base);
    const monthNumber = Number(month);
    const parsed = Number(value.replace(',', '.'));
    if (
      !/^\d{4}$/.test(base) ||
      !/^\d{4}$/.test(year) ||
      !Number.isInteger(monthNumber) ||
      Number.isNaN(parsed)
    )
      throw unreadable(`cannot read the line "${line}"`);
    months.push({ baseYear, month: `${year}-${String(monthNumber).padStart(2, '0')}`, value: parsed });
  }
  if (months.length === 0) throw unreadable('no health index values');
  return months.sort((a, b) => a.baseYear - b.baseYear || a.month.localeCompare(b.month));
}
