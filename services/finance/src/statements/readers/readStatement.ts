import { AppError } from '@immodesk/platform/errors';
import type { ReadStatement } from '../domain/statementLine';
import { readCamt053 } from './camtReader';
import { readCoda } from './codaReader';
import { detectCsvBank, readCsv } from './csvReader';

/** UTF-8 when the bytes are valid UTF-8; otherwise ISO 8859-1, what Belgian banks' CODA and CSV exports often use. */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

function looksLikeCoda(content: string): boolean {
  const first = content.split(/\r?\n/, 1)[0] ?? '';
  // Header record: `0`, four zeros, a DDMMYY creation date; 128 characters (some banks trim trailing spaces).
  return /^00000\d{6}/.test(first) && first.length > 100 && first.length <= 128;
}

function looksLikeCamt053(content: string): boolean {
  const start = content.slice(0, 4096);
  return /^\s*</.test(start) && /<(?:\w+:)?BkToCstmrStmt[\s>]/.test(start);
}

/** Reads a bank statement of any supported format, recognised from its content (not its file name). */
export function readStatement(bytes: Buffer): ReadStatement {
  const content = decode(bytes).replace(/^\uFEFF/, '');
  if (looksLikeCamt053(content)) return { format: 'camt053', csvBank: null, lines: readCamt053(content) };
  if (looksLikeCoda(content)) return { format: 'coda', csvBank: null, lines: readCoda(content) };
  if (detectCsvBank(content)) {
    const { bank, lines } = readCsv(content);
    return { format: 'csv', csvBank: bank, lines };
  }
  throw new AppError('unsupported_file_type', { messageKey: 'errors.bankStatementUnsupported' });
}
