import { z } from 'zod';

/** Larger statements are refused with 413 `file_too_large` (a year of a busy account in CODA is well below). */
export const BANK_STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
export const BANK_STATEMENT_ACCEPT = '.cod,.coda,.txt,.xml,.csv';

/** Detected from the content, not the file name. */
export const BANK_STATEMENT_FORMATS = ['coda', 'camt053', 'csv'] as const;
export const ZBankStatementFormat = z.enum(BANK_STATEMENT_FORMATS);
export type TBankStatementFormat = z.infer<typeof ZBankStatementFormat>;

/** The Belgian banks whose CSV exports are read (the README lists the columns). */
export const CSV_STATEMENT_BANKS = ['kbc', 'bnp_paribas_fortis', 'belfius', 'ing'] as const;
export const ZCsvStatementBank = z.enum(CSV_STATEMENT_BANKS);
export type TCsvStatementBank = z.infer<typeof ZCsvStatementBank>;

/**
 * POST /api/bank-statements: `multipart/form-data` with a `file` part (CODA, CAMT.053 XML or a bank's CSV export).
 * Only credits (incoming money) are kept. `lines` counts every movement in the file, `debits` the outgoing ones
 * left aside, `duplicates` the credits imported before; `imported` = `matched` + `candidates` + `unmatched`.
 * Errors: 400 `validation_error` (no file), 413 `file_too_large`, 415 `unsupported_file_type` (not a statement
 * format we read), 422 `business_rule` (a statement that cannot be read, `details.line` and `details.reason` where known).
 */
export const ZImportBankStatementResponse = z.object({
  format: ZBankStatementFormat,
  /** Which bank's CSV layout was recognised; null for CODA and CAMT.053. */
  csvBank: ZCsvStatementBank.nullable(),
  lines: z.number().int().min(0),
  debits: z.number().int().min(0),
  imported: z.number().int().min(0),
  duplicates: z.number().int().min(0),
  matched: z.number().int().min(0),
  candidates: z.number().int().min(0),
  unmatched: z.number().int().min(0),
});
export type TImportBankStatementResponse = z.infer<typeof ZImportBankStatementResponse>;
