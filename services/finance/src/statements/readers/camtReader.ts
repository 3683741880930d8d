import { XMLParser } from 'fast-xml-parser';
import type { ReadStatementLine } from '../domain/statementLine';
import { accountOrNull, centsFromDecimal, fromDisplayDate, textOrNull, unreadable } from './statementValues';

/**
 * Reads an ISO 20022 camt.053 (BankToCustomerStatement, any version 001.02 … 001.13): every `Stmt/Ntry`, and within
 * an entry every `NtryDtls/TxDtls` (a batch entry holds several transfers; an entry without details is one line).
 * Sign from `CdtDbtInd` (CRDT in, DBIT out), amount from `TxDtls/Amt`, `TxDtls/AmtDtls/TxAmt/Amt` or the entry's
 * `Amt`; dates `BookgDt` and `ValDt` (`Dt` or `DtTm`); the payer from `RltdPties/Dbtr` (`Nm`, or `Pty/Nm` from
 * version 08) and `DbtrAcct/Id/IBAN` (the payee `Cdtr`/`CdtrAcct` for a debit); `RmtInf/Strd/CdtrRefInf/Ref` as the
 * structured communication, `RmtInf/Ustrd` as the free one; `AcctSvcrRef` of the transaction, else of the entry.
 */

type Node = Record<string, unknown>;

const REPEATED = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'Bal']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // Keep every value as text: an OGM's leading zeros and an IBAN must not become numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => REPEATED.has(name),
  processEntities: true,
});

function child(node: unknown, ...path: string[]): unknown {
  let current: unknown = node;
  for (const name of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Node)[name];
    if (Array.isArray(current)) current = current[0];
  }
  return current;
}

function list(node: unknown, name: string): unknown[] {
  if (typeof node !== 'object' || node === null) return [];
  const value = (node as Node)[name];
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

function textOf(node: unknown): string | null {
  if (typeof node === 'string') return node;
  if (typeof node === 'object' && node !== null && typeof (node as Node)['#text'] === 'string')
    return (node as Node)['#text'] as string;
  return null;
}

function dateOf(node: unknown): string | null {
  const value = textOf(child(node, 'Dt')) ?? textOf(child(node, 'DtTm'));
  return value ? fromDisplayDate(value) : null;
}

function partyName(party: unknown): string | null {
  return textOrNull(textOf(child(party, 'Nm')) ?? textOf(child(party, 'Pty', 'Nm')));
}

function accountOf(account: unknown): string | null {
  return accountOrNull(textOf(child(account, 'Id', 'IBAN')) ?? textOf(child(account, 'Id', 'Othr', 'Id')));
}

function amountOf(...candidates: unknown[]): number | null {
  for (const candidate of candidates) {
    const value = textOf(candidate);
    if (value !== null) return centsFromDecimal(value);
  }
  return null;
}

export function readCamt053(content: string): ReadStatementLine[] {
  let document: unknown;
  try {
    document = parser.parse(content, true);
  } catch (error) {
    throw unreadable(`CAMT.053: not well-formed XML (${(error as Error).message.split('\n')[0]})`);
  }
  const statementRoot = child(document, 'Document', 'BkToCstmrStmt');
  if (!statementRoot) throw unreadable('CAMT.053: no Document/BkToCstmrStmt');
  const lines: ReadStatementLine[] = [];
  let entryNumber = 0;
  for (const statement of list(statementRoot, 'Stmt')) {
    const accountIban = accountOf(child(statement, 'Acct'));
    for (const entry of list(statement, 'Ntry')) {
      entryNumber += 1;
      const status = textOf(child(entry, 'Sts', 'Cd')) ?? textOf(child(entry, 'Sts'));
      // Pending and information-only entries are not on the account (yet).
      if (status && !['BOOK', 'BOOKED'].includes(status.toUpperCase())) continue;
      const indicator = textOf(child(entry, 'CdtDbtInd'));
      if (indicator !== 'CRDT' && indicator !== 'DBIT')
        throw unreadable(`CAMT.053 entry ${entryNumber}: CdtDbtInd must be CRDT or DBIT`, entryNumber);
      const credit = indicator === 'CRDT';
      const bookingDate = dateOf(child(entry, 'BookgDt')) ?? dateOf(child(entry, 'ValDt'));
      if (!bookingDate) throw unreadable(`CAMT.053 entry ${entryNumber}: no booking date`, entryNumber);
      const details = list(entry, 'NtryDtls').flatMap((group) => list(group, 'TxDtls'));
      const transactions = details.length > 0 ? details : [undefined];
      const entryReference = textOf(child(entry, 'AcctSvcrRef'));
      transactions.forEach((transaction, index) => {
        const amount = amountOf(
          transaction && details.length > 1 ? child(transaction, 'Amt') : undefined,
          transaction && details.length > 1 ? child(transaction, 'AmtDtls', 'TxAmt', 'Amt') : undefined,
          child(entry, 'Amt'),
        );
        if (amount === null || amount < 0)
          throw unreadable(`CAMT.053 entry ${entryNumber}: unreadable amount`, entryNumber);
        const parties = child(transaction, 'RltdPties');
        const remittance = child(transaction, 'RmtInf');
        const structured = list(remittance, 'Strd')
          .map((part) => textOf(child(part, 'CdtrRefInf', 'Ref')))
          .find((reference) => reference);
        lines.push({
          accountIban,
          bookingDate,
          valueDate: dateOf(child(entry, 'ValDt')),
          amountCents: credit ? amount : -amount,
          counterpartyName: partyName(child(parties, credit ? 'Dbtr' : 'Cdtr')),
          counterpartyIban: accountOf(child(parties, credit ? 'DbtrAcct' : 'CdtrAcct')),
          communication: textOrNull(
            list(remittance, 'Ustrd')
              .map(textOf)
              .filter((part) => part)
              .join(' '),
          ),
          structuredCommunication: textOrNull(structured),
          // The transfers of a batch entry share the entry's reference: number them to tell them apart.
          bankReference: textOrNull(
            textOf(child(transaction, 'Refs', 'AcctSvcrRef')) ??
              (entryReference && details.length > 1 ? `${entryReference}/${index + 1}` : entryReference),
          ),
        });
      });
    }
  }
  return lines;
}
