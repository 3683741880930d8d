import { AppError } from '@immodesk/platform/errors';

export type GivenIndexMonth = { month: string; value: number };

/**
 * Reads the months of an `index:import` file. CSV: one `YYYY-MM,value` line per month (or `;` / tab, then with a decimal comma
 * if you like; a header line and blank lines are fine). JSON: `{ "values": { "YYYY-MM": value } }` like the shipped
 * series, or `[{ "month": "YYYY-MM", "value": value }]`. The order of the file is kept: the validation checks it.
 */
export function parseHealthIndexFile(fileName: string, text: string): GivenIndexMonth[] {
  return fileName.toLowerCase().endsWith('.json') ? parseJson(text) : parseCsv(text);
}

function unreadable(reason: string): AppError {
  return new AppError('validation_error', {
    messageKey: 'errors.indexation.importRejected',
    details: { problems: [{ code: 'unreadable_file', reason }] },
  });
}

function parseJson(text: string): GivenIndexMonth[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw unreadable('not JSON');
  }
  if (Array.isArray(data)) {
    return data.map((entry: unknown) => {
      const { month, value } = (entry ?? {}) as { month?: unknown; value?: unknown };
      if (typeof month !== 'string' || typeof value !== 'number')
        throw unreadable('every entry needs a month (text) and a value (number)');
      return { month, value };
    });
  }
  const values = (data as { values?: unknown } | null)?.values;
  if (typeof values !== 'object' || values === null)
    throw unreadable('expected an array or an object with "values"');
  return Object.entries(values).map(([month, value]) => {
    if (typeof value !== 'number') throw unreadable(`the value of ${month} is not a number`);
    return { month, value };
  });
}

function parseCsv(text: string): GivenIndexMonth[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const rows = lines.filter((line, position) => !(position === 0 && !/^\d/.test(line)));
  return rows.map((line) => {
    const separator = /[;\t]/.test(line) ? /[;\t]/ : ',';
    const [month = '', rawValue = ''] = line
      .split(separator)
      .map((cell) => cell.trim().replace(/^"|"$/g, ''));
    const value = Number(rawValue.replace(',', '.'));
    if (rawValue === '' || Number.isNaN(value)) throw unreadable(`no value on the line "${line}"`);
    return { month, value };
  });
}
