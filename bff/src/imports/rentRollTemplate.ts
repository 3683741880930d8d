import ExcelJS from 'exceljs';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import {
  RENT_ROLL_COLUMNS,
  type TRentRollColumn,
  type TRentRollTemplateQuery,
} from '@immodesk/contracts/imports/rentRollImport.contract';
import { EPC_LABELS } from '@immodesk/contracts/properties/propertyInformation.contract';
import { translate } from '../i18n/translate';
import { choiceLabel, columnLabel, RENT_ROLL_CHOICES, type TChoiceColumn } from './rentRollLabels';

export type TemplateFile = { fileName: string; mimeType: string; bytes: Buffer };

/** One rented Belgian unit, in the notations the import reads (decimal commas, dates day first). */
function exampleRow(language: TLanguage): Record<TRentRollColumn, string> {
  return {
    street: 'Kerkstraat',
    house_number: '12',
    box: '3',
    postal_code: '9000',
    city: 'Gent',
    property_type: choiceLabel(language, 'property_type', 'apartment'),
    tenant_first_name: 'An',
    tenant_last_name: 'Peeters',
    tenant_company: '',
    tenant_email: 'an.peeters@example.be',
    tenant_phone: '0470 12 34 56',
    tenant_language: choiceLabel(language, 'tenant_language', language),
    tenant_iban: 'BE68 5390 0754 7034',
    lease_type: choiceLabel(language, 'lease_type', 'main_residence'),
    signed_on: '10/03/2021',
    starts_on: '01/04/2021',
    duration_months: '108',
    rent: '850,00',
    charges: '75,00',
    payment_frequency: choiceLabel(language, 'payment_frequency', 'monthly'),
    deposit: '1.700,00',
    epc_label: 'C',
  };
}

/** `;` separated with a UTF-8 BOM: what Belgian Excel opens in the right columns with its accents. */
function csvTemplate(language: TLanguage): Buffer {
  const example = exampleRow(language);
  const lines = [
    RENT_ROLL_COLUMNS.map((column) => columnLabel(language, column)),
    RENT_ROLL_COLUMNS.map((column) => example[column]),
  ].map((cells) => cells.map((cell) => (cell.includes(';') ? `"${cell}"` : cell)).join(';'));
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The accepted values of each enumerated column (and the EPC labels), listed on the template's second sheet. */
function acceptedValues(language: TLanguage): { column: TRentRollColumn; values: string[] }[] {
  const choices = (Object.keys(RENT_ROLL_CHOICES) as TChoiceColumn[]).map((column) => ({
    column,
    values: RENT_ROLL_CHOICES[column].keys.map((key) => choiceLabel(language, column, key)),
  }));
  return [...choices, { column: 'epc_label', values: [...EPC_LABELS] }];
}

async function xlsxTemplate(language: TLanguage): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(language, 'imports.templateSheet'));
  const example = exampleRow(language);
  sheet.addRow(RENT_ROLL_COLUMNS.map((column) => columnLabel(language, column))).font = { bold: true };
  sheet.addRow(RENT_ROLL_COLUMNS.map((column) => example[column]));
  sheet.columns.forEach((column) => (column.width = 20));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const values = workbook.addWorksheet(translate(language, 'imports.valuesSheet'));
  values.addRow([translate(language, 'imports.exampleNote')]);
  values.addRow([]);
  const accepted = acceptedValues(language);
  values.addRow(
    accepted.map(
      ({ column }) => `${columnLabel(language, column)}: ${translate(language, 'imports.acceptedValues')}`,
    ),
  ).font = { bold: true };
  const longest = Math.max(...accepted.map(({ values: list }) => list.length));
  for (let index = 0; index < longest; index += 1)
    values.addRow(accepted.map(({ values: list }) => list[index] ?? ''));
  values.columns.forEach((column) => (column.width = 28));

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** GET /api/imports/rent-roll/template: headers translated into `language`, one example row. */
export async function rentRollTemplate(query: TRentRollTemplateQuery): Promise<TemplateFile> {
  const name = `${translate(query.language, 'imports.templateSheet').toLowerCase().replace(/\s+/g, '-')}`;
  return query.format === 'csv'
    ? { fileName: `${name}.csv`, mimeType: 'text/csv; charset=utf-8', bytes: csvTemplate(query.language) }
    : {
        fileName: `${name}.xlsx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes: await xlsxTemplate(query.language),
      };
}
