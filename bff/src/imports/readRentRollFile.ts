import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { AppError } from '@immodesk/platform/errors';

/** The cells of a sheet as text, row by row (the header first); Excel date cells as `YYYY-MM-DD`. */
export type SheetRows = string[][];

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const DELIMITERS = [';', ',', '\t'] as const;

/**
 * UTF-8 (with or without BOM) unless its bytes are not valid UTF-8: then Windows-1252, as Belgian Excel writes
 * "CSV (gescheiden door lijstscheidingsteken)".
 */
export function decodeText(bytes: Buffer): string {
  const body = bytes.subarray(0, 3).equals(UTF8_BOM) ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return iconv.decode(body, 'win1252');
  }
}

/** The delimiter that splits the header line into the most cells (`;` wins ties: Belgian Excel's choice). */
function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  let best: string = DELIMITERS[0];
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = firstLine.split(delimiter).length - 1;
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

function readCsv(bytes: Buffer): SheetRows {
  const text = decodeText(bytes);
  try {
    const rows: string[][] = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
    });
    return rows;
  } catch (error) {
    throw new AppError('business_rule', { messageKey: 'imports.unreadable', cause: error });
  }
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The text of a cell: Excel dates (stored at UTC midnight) as their day, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDay(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.trim();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text).trim();
  return '';
}

async function readXlsx(bytes: Buffer): Promise<SheetRows> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its load() argument as an older Buffer; the bytes are the same.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new AppError('business_rule', { messageKey: 'imports.unreadable', cause: error });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRows = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1)
      cells.push(cellText(row.getCell(column).value));
    rows.push(cells);
  });
  return rows;
}

/** An XLSX (a zip) or a CSV text file, as rows of text cells; anything else is 415. */
export async function readRentRollFile(bytes: Buffer): Promise<SheetRows> {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return readXlsx(bytes);
  if (bytes.includes(0)) throw new AppError('unsupported_file_type');
  return readCsv(bytes);
}
