import { describe, expect, it } from 'vitest';
import { RENT_ROLL_COLUMNS } from '@immodesk/contracts/imports/rentRollImport.contract';
import { CELL_COLUMNS, errorsByCell, PREVIEW_CELLS, rowOutcome, visibleRows } from './previewCells';

const CREATES_ALL = { property: true, tenant: true, contract: true };
const CREATES_NOTHING = { property: false, tenant: false, contract: false };

describe('errorsByCell', () => {
  it('marks every column of the file in exactly one cell of the table', () => {
    const shown = PREVIEW_CELLS.flatMap((cell) => CELL_COLUMNS[cell]);
    expect([...shown].sort()).toEqual([...RENT_ROLL_COLUMNS].sort());
  });

  it('puts each refused column under the cell that shows it, in the file’s column order', () => {
    const grouped = errorsByCell({
      errors: {
        rent: 'Enter an amount in euro.',
        postal_code: 'Enter a Belgian postal code of 4 digits.',
        street: 'Enter the street.',
        tenant_email: 'Enter a valid e-mail address.',
      },
    });
    expect(grouped).toEqual({
      address: [
        { column: 'street', message: 'Enter the street.' },
        { column: 'postal_code', message: 'Enter a Belgian postal code of 4 digits.' },
      ],
      tenant: [{ column: 'tenant_email', message: 'Enter a valid e-mail address.' }],
      lease: [],
      rent: [{ column: 'rent', message: 'Enter an amount in euro.' }],
    });
  });

  it('leaves every cell unmarked for a row without errors', () => {
    expect(Object.values(errorsByCell({ errors: {} })).flat()).toEqual([]);
  });
});

describe('rowOutcome', () => {
  it('says a row with an error imports nothing, whatever it would create', () => {
    expect(rowOutcome({ status: 'error', creates: CREATES_ALL })).toBe('error');
  });

  it('says a row that creates something is new, and one that creates nothing was imported before', () => {
    expect(rowOutcome({ status: 'ok', creates: { ...CREATES_NOTHING, contract: true } })).toBe('new');
    expect(rowOutcome({ status: 'ok', creates: CREATES_NOTHING })).toBe('alreadyImported');
  });
});

describe('visibleRows', () => {
  const rows = [
    { row: 2, status: 'ok' as const },
    { row: 3, status: 'error' as const },
    { row: 4, status: 'ok' as const },
  ];

  it('shows every row, or only those with errors when the filter is on', () => {
    expect(visibleRows(rows, false).map((row) => row.row)).toEqual([2, 3, 4]);
    expect(visibleRows(rows, true).map((row) => row.row)).toEqual([3]);
  });
});
