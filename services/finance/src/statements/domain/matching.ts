import { splitReceipt } from '../../domain/allocation';
import type { ContractsByReference, LineCandidate, MatchReason, OpenDueItem } from './bankLine';
import { isNamedPeriod, namedPeriods, type NamedPeriod } from './namedPeriods';

/** How far a due date may lie from the booking date for a transfer to be taken as that period's rent. */
export const NEAR_DUE_DATE_DAYS = 45;
/** At most this many candidates are proposed for one line. */
export const MAX_CANDIDATES = 5;

const REASON_RANK: Record<MatchReason, number> = {
  structured_reference: 0,
  iban_amount_and_period: 1,
  iban_and_amount: 2,
  amount: 3,
  iban: 4,
};
const DAY_MS = 86_400_000;

export type MatchableLine = {
  amountCents: number;
  bookingDate: string;
  /** Printed form, found in the structured field or the free communication. */
  structuredReference: string | null;
  counterpartyIban: string | null;
  /** The free communication, where a period may be named ("huur november"). */
  communication: string | null;
};

export type MatchDecision =
  | { kind: 'structured_reference'; contractId: string }
  | { kind: 'iban_and_amount' | 'iban_amount_and_period'; contractId: string; dueItemId: string }
  | { kind: 'candidates'; candidates: LineCandidate[] }
  | { kind: 'unmatched' };

function daysBetween(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY_MS;
}

/**
 * What the matching knows while it walks through a statement: kept up to date line by line, so that two transfers
 * never both settle the same due item and an account learned on one line serves the next.
 */
export class MatchingBook {
  private readonly itemsByContract = new Map<string, OpenDueItem[]>();
  private readonly itemsByAmount = new Map<number, Set<OpenDueItem>>();
  private readonly contractsByIban = new Map<string, Set<string>>();

  constructor(
    private readonly contractsByReference: ContractsByReference,
    openItems: readonly OpenDueItem[],
    knownPayers: readonly { iban: string; contractId: string }[],
  ) {
    for (const item of [...openItems].sort((a, b) => a.dueDate.localeCompare(b.dueDate))) {
      const copy = { ...item };
      this.itemsByContract.set(item.contractId, [...(this.itemsByContract.get(item.contractId) ?? []), copy]);
      this.indexByAmount(copy);
    }
    for (const payer of knownPayers) this.learnPayer(payer.iban, payer.contractId);
  }

  private indexByAmount(item: OpenDueItem): void {
    if (item.outstandingCents <= 0) return;
    const items = this.itemsByAmount.get(item.outstandingCents) ?? new Set<OpenDueItem>();
    items.add(item);
    this.itemsByAmount.set(item.outstandingCents, items);
  }

  learnPayer(iban: string, contractId: string): void {
    const contracts = this.contractsByIban.get(iban) ?? new Set<string>();
    contracts.add(contractId);
    this.contractsByIban.set(iban, contracts);
  }

  /** Money put on a due item lowers what it still owes. */
  recordPayment(dueItemId: string, contractId: string, amountCents: number): void {
    const item = this.itemsByContract.get(contractId)?.find((candidate) => candidate.id === dueItemId);
    if (!item) return;
    this.itemsByAmount.get(item.outstandingCents)?.delete(item);
    item.outstandingCents -= amountCents;
    this.indexByAmount(item);
  }

  /**
   * What the finance service's allocation will do with a receipt (the given item first, then the contract's
   * oldest open items), applied to the book so the next lines see what is still owed.
   */
  simulateReceipt(contractId: string, amountCents: number, firstItemId?: string): void {
    const open = this.openItemsOf(contractId);
    const ordered = [
      ...open.filter((item) => item.id === firstItemId),
      ...open.filter((item) => item.id !== firstItemId),
    ];
    for (const part of splitReceipt(amountCents, ordered))
      if (part.rentPaymentId) this.recordPayment(part.rentPaymentId, contractId, part.amountCents);
  }

  private openItemsOf(contractId: string): OpenDueItem[] {
    return (this.itemsByContract.get(contractId) ?? []).filter((item) => item.outstandingCents > 0);
  }

  /** The contract a structured reference designates: the first (in force first) that still has something open. */
  private contractOfReference(reference: string): string | null {
    const contracts = this.contractsByReference.get(reference) ?? [];
    return contracts.find((contractId) => this.openItemsOf(contractId).length > 0) ?? contracts[0] ?? null;
  }

  decide(line: MatchableLine): MatchDecision {
    if (line.amountCents <= 0) return { kind: 'unmatched' };
    if (line.structuredReference) {
      const contractId = this.contractOfReference(line.structuredReference);
      if (contractId) return { kind: 'structured_reference', contractId };
    }
    const named = namedPeriods(line.communication);
    const sure = this.sureItem(line, named);
    if (sure) return sure;
    const candidates = this.candidatesFor(line, named);
    return candidates.length > 0 ? { kind: 'candidates', candidates } : { kind: 'unmatched' };
  }

  /**
   * Booked without asking only when exactly one open item of the payer's known contracts fits: the amount still
   * owed equal and the period the text names; or, when the text names none, the only item open near the booking
   * with that amount (issue 31: a second open month of the same amount is the landlord's call).
   */
  private sureItem(line: MatchableLine, named: readonly NamedPeriod[]): MatchDecision | null {
    const payerItems = this.payerContracts(line).flatMap((contractId) => this.openItemsOf(contractId));
    if (named.length > 0) {
      const fits = payerItems.filter(
        (item) => item.outstandingCents === line.amountCents && isNamedPeriod(item.period, named),
      );
      const [only] = fits;
      return only && fits.length === 1
        ? { kind: 'iban_amount_and_period', contractId: only.contractId, dueItemId: only.id }
        : null;
    }
    const near = payerItems.filter((item) => isNear(item, line));
    const [only] = near;
    return only && near.length === 1 && only.outstandingCents === line.amountCents
      ? { kind: 'iban_and_amount', contractId: only.contractId, dueItemId: only.id }
      : null;
  }

  private payerContracts(line: MatchableLine): string[] {
    return line.counterpartyIban ? [...(this.contractsByIban.get(line.counterpartyIban) ?? [])] : [];
  }

  /**
   * The due items a line may pay, best first: the period the text names, then the same amount, then the payer's
   * known account, then the oldest due date. The known payer's items near the booking (or of a named period), and
   * any contract's item with the same amount near the booking.
   */
  candidatesFor(
    line: MatchableLine,
    named: readonly NamedPeriod[] = namedPeriods(line.communication),
  ): LineCandidate[] {
    if (line.amountCents <= 0) return [];
    const proposals = new Map<string, LineCandidate>();
    const propose = (item: OpenDueItem, knownAccount: boolean) => {
      const sameAmount = item.outstandingCents === line.amountCents;
      const reason: MatchReason = knownAccount ? (sameAmount ? 'iban_and_amount' : 'iban') : 'amount';
      const known = proposals.get(item.id);
      if (known && REASON_RANK[known.reason] <= REASON_RANK[reason]) return;
      proposals.set(item.id, {
        rentPaymentId: item.id,
        contractId: item.contractId,
        period: item.period,
        dueDate: item.dueDate,
        outstandingCents: item.outstandingCents,
        reason,
        periodNamed: isNamedPeriod(item.period, named),
      });
    };
    const relevant = (item: OpenDueItem) => isNear(item, line) || isNamedPeriod(item.period, named);
    for (const contractId of this.payerContracts(line))
      for (const item of this.openItemsOf(contractId).filter(relevant)) propose(item, true);
    for (const item of this.itemsByAmount.get(line.amountCents) ?? [])
      if (relevant(item)) propose(item, false);
    const score = (candidate: LineCandidate) =>
      (candidate.periodNamed ? 4 : 0) +
      (candidate.reason === 'iban' ? 0 : 2) +
      (candidate.reason === 'amount' ? 0 : 1);
    return [...proposals.values()]
      .sort((a, b) => score(b) - score(a) || a.dueDate.localeCompare(b.dueDate))
      .slice(0, MAX_CANDIDATES);
  }
}

function isNear(item: OpenDueItem, line: MatchableLine): boolean {
  return daysBetween(item.dueDate, line.bookingDate) <= NEAR_DUE_DATE_DAYS;
}
