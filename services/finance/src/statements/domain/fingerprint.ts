import { createHash } from 'node:crypto';
import type { ReadStatementLine } from './statementLine';

/**
 * A stable key per movement, so a statement imported twice (or two overlapping statements) stores each movement
 * once: the bank's reference of the movement when the file has one, else what the movement says (account, date,
 * amount, counterparty, communication) and how many times the same values came before it in the file, so two
 * identical transfers on one day stay two lines.
 */
export function fingerprintLines(lines: readonly ReadStatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const key = line.bankReference
      ? ['ref', line.accountIban ?? '', line.bankReference, line.bookingDate, line.amountCents].join('|')
      : [
          'values',
          line.accountIban ?? '',
          line.bookingDate,
          line.amountCents,
          line.counterpartyIban ?? '',
          (line.counterpartyName ?? '').toUpperCase(),
          line.structuredCommunication ?? '',
          line.communication ?? '',
        ].join('|');
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    return createHash('sha256').update(`${key}|#${occurrence}`).digest('hex');
  });
}
