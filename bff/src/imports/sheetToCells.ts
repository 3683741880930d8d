import {
  RENT_ROLL_MAX_ROWS,
  type TRentRollColumn,
} from '@immodesk/contracts/imports/rentRollImport.contract';
import { AppError } from '@immodesk/platform/errors';
import type { SheetRows } from './readRentRollFile';
import { columnOfHeader } from './rentRollLabels';
import type { RentRollCells } from './rentRollRow';

/** The columns every row needs: without them the file is not a rent roll we can read. */
const REQUIRED_COLUMNS = ['street', 'house_number', 'postal_code', 'city'] as const;

/**
 * The sheet's rows as cells by column key, each with its line number as a spreadsheet shows it (the header is
 * line 1). Unknown columns are ignored; empty lines are skipped. 422 when no header is recognised, a required
 * column is missing, there is no row or there are more than RENT_ROLL_MAX_ROWS.
 */
export function sheetToCells(sheet: SheetRows): { row: number; cells: RentRollCells }[] {
  const headerIndex = sheet.findIndex((cells) => cells.some((cell) => cell.trim() !== ''));
  const header = sheet[headerIndex] ?? [];
  const columns = header.map((cell) => columnOfHeader(cell));
  if (!columns.some((column) => column !== null))
    throw new AppError('business_rule', { messageKey: 'imports.noHeader' });
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0)
    throw new AppError('business_rule', {
      messageKey: 'imports.missingColumns',
      params: { columns: missing.join(', ') },
    });

  const rows: { row: number; cells: RentRollCells }[] = [];
  for (let index = headerIndex + 1; index < sheet.length; index += 1) {
    const line = sheet[index] ?? [];
    if (line.every((cell) => cell.trim() === '')) continue;
    const cells: RentRollCells = {};
    line.forEach((cell, position) => {
      const column: TRentRollColumn | null | undefined = columns[position];
      if (column && cell.trim() !== '') cells[column] = cell.trim();
    });
    rows.push({ row: index + 1, cells });
    if (rows.length > RENT_ROLL_MAX_ROWS)
      throw new AppError('business_rule', {
        messageKey: 'imports.tooManyRows',
        params: { maximum: RENT_ROLL_MAX_ROWS },
      });
  }
  if (rows.length === 0) throw new AppError('business_rule', { messageKey: 'imports.noRows' });
  return rows;
}
