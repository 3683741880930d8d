import ExcelJS from 'exceljs';
import { RENT_ROLL_COLUMNS, type TRentRollColumn } from '@immodesk/contracts/imports/rentRollImport.contract';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import { columnLabel } from '../imports/rentRollLabels';

type Cells = Partial<Record<TRentRollColumn, string>>;

/** Belgian postal codes with their town, for varied addresses. */
const TOWNS = [
  ['1000', 'Bruxelles'],
  ['2000', 'Antwerpen'],
  ['9000', 'Gent'],
  ['3000', 'Leuven'],
  ['4000', 'Liège'],
  ['8000', 'Brugge'],
] as const;

/**
 * Row `index` of a rent roll as a Belgian landlord types it: a rented apartment (every third one vacant when
 * `withVacant`), amounts with decimal commas, dates day first, labels in Dutch.
 */
export function rentRollUnit(index: number, options: { prefix?: string; vacant?: boolean } = {}): Cells {
  const [postalCode, city] = TOWNS[index % TOWNS.length] ?? TOWNS[0];
  const address: Cells = {
    street: `${options.prefix ?? 'Kerkstraat'}`,
    house_number: String(index + 1),
    box: index % 2 === 0 ? `${(index % 5) + 1}` : '',
    postal_code: postalCode,
    city,
    property_type: 'Appartement',
    epc_label: 'C',
  };
  if (options.vacant) return address;
  return {
    ...address,
    tenant_first_name: 'Jan',
    tenant_last_name: `Peeters ${index + 1}`,
    tenant_email: `huurder${index + 1}@voorbeeld.be`,
    tenant_phone: '0470 12 34 56',
    tenant_language: 'Nederlands',
    tenant_iban: 'BE68 5390 0754 7034',
    lease_type: 'Hoofdverblijfplaats',
    signed_on: '10/03/2021',
    starts_on: '1-4-2021',
    duration_months: '108',
    rent: '1.250,00',
    charges: '75,5',
    payment_frequency: 'Maandelijks',
    deposit: '2.500',
  };
}

/** The header (translated into `language`) and the rows, as a sheet of text cells. */
export function rentRollSheet(units: Cells[], language: TLanguage = 'nl'): string[][] {
  return [
    RENT_ROLL_COLUMNS.map((column) => columnLabel(language, column)),
    ...units.map((unit) => RENT_ROLL_COLUMNS.map((column) => unit[column] ?? '')),
  ];
}

/** The sheet as a CSV text with `;`, each cell quoted when it holds the delimiter. */
export function toCsv(sheet: string[][], delimiter = ';'): string {
  const quote = (cell: string) =>
    cell.includes(delimiter) || cell.includes('"') ? `"${cell.replace(/"/g, '""')}"` : cell;
  return `${sheet.map((row) => row.map(quote).join(delimiter)).join('\r\n')}\r\n`;
}

/** The sheet as an XLSX workbook; `dates` turns the date columns into Excel date cells. */
export async function toXlsx(sheet: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Huurlijst');
  for (const row of sheet) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
