import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { ZIsoDate, ZLanguage, ZUuid } from '../common/primitives';

/** Larger files are refused with 413 `file_too_large`; 5 MB holds far more than the 5,000-row cap. */
export const RENT_ROLL_MAX_BYTES = 5 * 1024 * 1024;
export const RENT_ROLL_MAX_ROWS = 5000;
export const RENT_ROLL_ACCEPT = '.csv,.txt,.xlsx';

/**
 * The columns of a rent roll, one row per rented or vacant unit, by their English key. The templates carry these
 * headers translated (nl, fr, en); an English key is accepted as a header in any language. A vacant unit leaves
 * every tenant and lease column empty.
 */
export const RENT_ROLL_PROPERTY_COLUMNS = [
  'street',
  'house_number',
  'box',
  'postal_code',
  'city',
  'property_type',
] as const;
/** Any of them filled in makes the row a rented unit. */
export const RENT_ROLL_TENANT_COLUMNS = [
  'tenant_first_name',
  'tenant_last_name',
  'tenant_company',
  'tenant_email',
  'tenant_phone',
  'tenant_language',
  'tenant_iban',
] as const;
export const RENT_ROLL_LEASE_COLUMNS = [
  'lease_type',
  'signed_on',
  'starts_on',
  'duration_months',
  'rent',
  'charges',
  'payment_frequency',
  'deposit',
] as const;
export const RENT_ROLL_COLUMNS = [
  ...RENT_ROLL_PROPERTY_COLUMNS,
  ...RENT_ROLL_TENANT_COLUMNS,
  ...RENT_ROLL_LEASE_COLUMNS,
  'epc_label',
] as const;
export const ZRentRollColumn = z.enum(RENT_ROLL_COLUMNS);
export type TRentRollColumn = z.infer<typeof ZRentRollColumn>;

export const RENT_ROLL_TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;

/** GET /api/imports/rent-roll/template?language=nl|fr|en&format=csv|xlsx → the template file. */
export const ZRentRollTemplateQuery = z.object({
  language: ZLanguage.default('nl'),
  format: z.enum(RENT_ROLL_TEMPLATE_FORMATS).default('xlsx'),
});
export type TRentRollTemplateQuery = z.infer<typeof ZRentRollTemplateQuery>;

/** What a row creates: `false` where the row finds the object already imported (or, for a vacant unit, none). */
export const ZRentRollCreates = z.object({
  property: z.boolean(),
  tenant: z.boolean(),
  contract: z.boolean(),
});

export const RENT_ROLL_ROW_STATUSES = ['ok', 'error'] as const;

export const ZRentRollPreviewRow = z.object({
  /** The row's line number in the file as a spreadsheet shows it (the header is row 1). */
  row: z.number().int().min(2),
  status: z.enum(RENT_ROLL_ROW_STATUSES),
  /** Per column key, the translated reason the cell is refused. */
  errors: z.partialRecord(ZRentRollColumn, z.string()),
  creates: ZRentRollCreates,
  /** The cells as read (trimmed text), so that the preview can show the row beside its errors. */
  values: z.partialRecord(ZRentRollColumn, z.string()),
});
export type TRentRollPreviewRow = z.infer<typeof ZRentRollPreviewRow>;

/** Counts of what a commit would create (only rows without errors), and of the rows with errors. */
export const ZRentRollSummary = z.object({
  properties: z.number().int().min(0),
  tenants: z.number().int().min(0),
  contracts: z.number().int().min(0),
  errors: z.number().int().min(0),
});

/**
 * POST /api/imports/rent-roll: `multipart/form-data` with a `file` part (CSV with `,` `;` or tab, UTF-8 with or
 * without BOM or Windows-1252; or XLSX) and an optional `paidThrough` field (YYYY-MM-DD). Nothing is written but
 * the preview itself, kept for an hour. Errors: 400 `validation_error` (no file, a bad `paidThrough`), 413
 * `file_too_large`, 415 `unsupported_file_type`, 422 `business_rule` (no header row we recognise, more rows than
 * `RENT_ROLL_MAX_ROWS`).
 */
export const ZRentRollPreviewResponse = z.object({
  id: ZUuid,
  paidThrough: ZIsoDate.nullable(),
  rows: z.array(ZRentRollPreviewRow),
  summary: ZRentRollSummary,
});
export type TRentRollPreviewResponse = z.infer<typeof ZRentRollPreviewResponse>;

export const rentRollPreviewEndpoint = endpoint({
  path: '/api/imports/rent-roll',
  response: ZRentRollPreviewResponse,
});

export const ZImportIdParams = z.object({ id: ZUuid });

/**
 * POST /api/imports/:id/commit: writes every row of the preview, all or nothing. A preview with an error row is
 * refused (422 `business_rule`); one whose objects would pass the plan's limits is refused before anything is
 * written (403 `plan_required`, `details` with what the file needs against the plan's room); an unknown or
 * expired preview is 404. Rows found already imported create nothing.
 */
export const ZRentRollCommitResponse = z.object({
  created: z.object({
    properties: z.number().int().min(0),
    tenants: z.number().int().min(0),
    contracts: z.number().int().min(0),
  }),
  /** The ids of the created properties, for the link to what was created. */
  propertyIds: z.array(ZUuid),
});
export type TRentRollCommitResponse = z.infer<typeof ZRentRollCommitResponse>;

export const rentRollCommitEndpoint = endpoint({
  path: '/api/imports/:id/commit',
  params: ZImportIdParams,
  response: ZRentRollCommitResponse,
});
