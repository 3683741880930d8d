import type { CsvBank, ReadStatementLine, StatementFormat } from './statementLine';

export type BankLineStatus = 'unmatched' | 'candidate' | 'matched' | 'ignored';
export type MatchReason =
  'structured_reference' | 'iban_amount_and_period' | 'iban_and_amount' | 'amount' | 'iban';

/** A due item a line may pay, with why. */
export type LineCandidate = {
  rentPaymentId: string;
  contractId: string | null;
  period: string;
  dueDate: string;
  outstandingCents: number;
  reason: MatchReason;
  /** The line's text names this item's period ("huur november"). */
  periodNamed: boolean;
};

/** What a matched line paid: a due item, or (`rentPaymentId` null) the contract's credit for its next item. */
export type LineAllocation = {
  rentPaymentId: string | null;
  contractId: string;
  period: string | null;
  dueDate: string | null;
  amountCents: number;
};

/** A match undone on a line (audit): who, when, and what it had paid. */
export type UndoneMatch = {
  undoneAt: string;
  undoneBy: string;
  allocations: { rentPaymentId: string | null; period: string | null; amountCents: number }[];
};

/** An imported credit of a bank statement (the movement as read), with where it stands in the matching. */
export type BankLine = Omit<ReadStatementLine, 'accountIban' | 'structuredCommunication'> & {
  id: string;
  status: BankLineStatus;
  format: StatementFormat;
  /** The structured reference paid with: the structured communication, else one found in the free text. */
  structuredReference: string | null;
  importedAt: Date;
  matchReason: MatchReason | null;
  candidates: LineCandidate[];
  allocations: LineAllocation[];
  undoneMatches: UndoneMatch[];
};

/** A due item still waiting for money, as the matching sees it. */
export type OpenDueItem = {
  id: string;
  contractId: string;
  period: string;
  dueDate: string;
  outstandingCents: number;
};

export type Receipt = {
  contractId: string;
  amountCents: number;
  paidAt: string;
  lineId: string;
  dueItemIds?: string[];
};

/**
 * Puts money received on contracts' due items (the finance service's payment allocation), several receipts in one
 * transaction: for each, the given items first, a surplus on the next ones or kept as the contract's credit.
 */
export type ReceiptReleaser = (
  context: { organizationId: string; userId: string },
  lineId: string,
) => Promise<void>;

export type ReceiptAllocator = (
  context: { organizationId: string; userId: string },
  receipts: Receipt[],
) => Promise<{ dueItemId: string | null; period: string | null; amountCents: number }[][]>;

/** The organization's contracts by their structured reference (an amendment shares its lease's): in-force first. */
export type ContractsByReference = ReadonlyMap<string, readonly string[]>;

export type ImportSummary = {
  format: StatementFormat;
  csvBank: CsvBank | null;
  lines: number;
  debits: number;
  imported: number;
  duplicates: number;
  matched: number;
  candidates: number;
  unmatched: number;
  /** The due items the matched lines put money on (their queued reminders are cancelled). */
  settledDueItemIds: string[];
};
