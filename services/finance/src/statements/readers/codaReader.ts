import type { ReadStatementLine } from '../domain/statementLine';
import { accountOrNull, fromDdMmYy, textOrNull, unreadable } from './statementValues';

/**
 * Reads a CODA file (Febelfin "Coded statement of account", version 2): 128-character records, one per line.
 *
 * Record 0 header, 1 old balance (position 2: account structure; 6-42 account and currency), 2.1 movement
 * (3-6 sequence, 7-10 detail, 11-31 bank reference, 32 sign 0 credit / 1 debit, 33-47 amount with three decimals,
 * 48-53 value date, 54-61 transaction code, 62 communication type 0 free / 1 structured, 63-115 communication
 * (structured type 101: twelve OGM digits at 66-77), 116-121 entry date, 125 globalisation code), 2.2 (11-63
 * communication continued, 99-109 counterparty BIC), 2.3 (11-47 counterparty account and currency, 48-82 name,
 * 83-125 communication continued), 3.x information (not needed for rent), 4 free message, 8 new balance,
 * 9 trailer. A global amount (globalisation code above 0) whose details follow is replaced by those details.
 */

const RECORD_LENGTH = 128;

type Movement = {
  sequence: string;
  detail: string;
  globalisation: number;
  line: ReadStatementLine;
  freeText: string[];
};

/** 1-based inclusive positions, as the specification numbers them. */
function field(record: string, from: number, to: number): string {
  return record.slice(from - 1, to);
}

function amountCents(record: string, signAt: number, number: number): number {
  const sign = field(record, signAt, signAt);
  const digits = field(record, number, number + 14);
  if (!/^[01]$/.test(sign) || !/^\d{15}$/.test(digits)) throw new Error('amount');
  const thousandths = BigInt(digits);
  // Three decimals; Belgian euro amounts never use the third, so it is dropped rather than rounded.
  const cents = Number(thousandths / 10n);
  return sign === '1' ? -cents : cents;
}

/** The account of record 1 (structure 0/2: Belgian; 1/3: foreign; 2/3 in IBAN form). */
function accountOfRecord1(record: string): string | null {
  const structure = field(record, 2, 2);
  if (structure === '2') return accountOrNull(field(record, 6, 21));
  if (structure === '3') return accountOrNull(field(record, 6, 39));
  return accountOrNull(field(record, 6, 17));
}

function communicationOf(record21: string): { structured: string | null; free: string } {
  const zone = field(record21, 63, 115);
  if (field(record21, 62, 62) === '1') {
    const type = zone.slice(0, 3);
    // 101 and 102: Belgian structured communication (OGM/VCS), twelve digits.
    if (type === '101' || type === '102') return { structured: zone.slice(3, 15), free: '' };
    return { structured: null, free: zone.slice(3) };
  }
  return { structured: null, free: zone };
}

export function readCoda(content: string): ReadStatementLine[] {
  const records = content
    .split(/\r?\n/)
    .map((record) => record.replace(/\r$/, ''))
    .filter((record) => record.trim() !== '');
  const movements: Movement[] = [];
  let accountIban: string | null = null;
  let current: Movement | null = null;
  let sawTrailer = false;

  records.forEach((raw, index) => {
    const lineNumber = index + 1;
    // Some banks trim trailing spaces: pad back to the record length.
    const record = raw.padEnd(RECORD_LENGTH, ' ');
    const kind = field(record, 1, 1);
    const article = field(record, 2, 2);
    try {
      if (raw.length > RECORD_LENGTH) throw new Error('record (longer than 128 characters)');
      if (kind === '1') accountIban = accountOfRecord1(record);
      if (kind === '2' && article === '1') {
        const { structured, free } = communicationOf(record);
        const bookingDate = fromDdMmYy(field(record, 116, 121)) ?? fromDdMmYy(field(record, 48, 53));
        if (!bookingDate) throw new Error('date');
        current = {
          sequence: field(record, 3, 6),
          detail: field(record, 7, 10),
          globalisation: Number(field(record, 125, 125)) || 0,
          freeText: [free],
          line: {
            accountIban,
            bookingDate,
            valueDate: fromDdMmYy(field(record, 48, 53)),
            amountCents: amountCents(record, 32, 33),
            counterpartyName: null,
            counterpartyIban: null,
            communication: null,
            structuredCommunication: structured,
            // The details of a global amount share its reference: the detail number tells them apart.
            bankReference: textOrNull(
              `${field(record, 11, 31).trim()}${field(record, 7, 10) === '0000' ? '' : `/${field(record, 7, 10)}`}`,
            ),
          },
        };
        movements.push(current);
      } else if (kind === '2' && article === '2' && current) {
        current.freeText.push(field(record, 11, 63));
      } else if (kind === '2' && article === '3' && current) {
        const account = field(record, 11, 47);
        // An IBAN takes at most 34 positions; the currency code follows it.
        current.line.counterpartyIban = accountOrNull(account.slice(0, 34));
        current.line.counterpartyName = textOrNull(field(record, 48, 82));
        current.freeText.push(field(record, 83, 125));
      } else if (kind === '9') {
        sawTrailer = true;
      } else if (!['0', '1', '2', '3', '4', '8'].includes(kind)) {
        throw new Error('record type');
      }
    } catch (error) {
      throw unreadable(`CODA record ${lineNumber}: unreadable ${(error as Error).message}`, lineNumber);
    }
  });
  if (!sawTrailer) throw unreadable('CODA file without its trailer record 9 (incomplete file)');

  // A global amount is booked once with its details under the same sequence number: keep the details only.
  const detailed = new Set(
    movements.filter((movement) => movement.detail !== '0000').map((movement) => movement.sequence),
  );
  return movements
    .filter(
      (movement) =>
        !(movement.detail === '0000' && movement.globalisation > 0 && detailed.has(movement.sequence)),
    )
    .map((movement) => ({ ...movement.line, communication: textOrNull(movement.freeText.join('')) }));
}
