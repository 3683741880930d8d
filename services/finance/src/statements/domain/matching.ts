import { splitReceipt } from '../../domain/allocation';
import type { ContractsByReference, LineCandidate, MatchReason, OpenDueItem } from './bankLine';

/** How far a due date may lie from the booking date for a transfer to be taken as that period's rent. */
export const NEAR_DUE_DATE_DAYS = 45;
/** At most this many candidates are proposed for one line. */
export const MAX_CANDIDATES = 5;

const REASON_RANK: Record<MatchReason, number> = {
  structured_reference: 0,
  iban_and_amount: 1,
  amount: 2,
  iban: 3,
};
const DAY_MS = 86_400_000;

export type MatchableLine = {
  amountCents: number;
  bookingDate: string;
  /** Printed form, found in the structured field or the free communication. */
  structuredReference: string | null;
  counterpartyIban: string | null;
};

export type MatchDecision =
  | { kind: 'structured_reference'; contractId: string }
  | { kind: 'iban_and_amount'; contractId: string; dueItemId: string }
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
    const near = (item: OpenDueItem) => daysBetween(item.dueDate, line.bookingDate) <= NEAR_DUE_DATE_DAYS;
    const proposals = new Map<string, { item: OpenDueItem; reason: MatchReason }>();
    const propose = (item: OpenDueItem, reason: MatchReason) => {
      const known = proposals.get(item.id);
      if (!known || REASON_RANK[reason] < REASON_RANK[known.reason]) proposals.set(item.id, { item, reason });
    };
    const payerContracts = line.counterpartyIban
      ? [...(this.contractsByIban.get(line.counterpartyIban) ?? [])]
      : [];
    for (const contractId of payerContracts) {
      for (const item of this.openItemsOf(contractId).filter(near))
        propose(item, item.outstandingCents === line.amountCents ? 'iban_and_amount' : 'iban');
    }
    for (const item of this.itemsByAmount.get(line.amountCents) ?? [])
      if (near(item)) propose(item, 'amount');

    const ranked = [...proposals.values()].sort(
      (a, b) =>
        REASON_RANK[a.reason] - REASON_RANK[b.reason] ||
        daysBetween(a.item.dueDate, line.bookingDate) - daysBetween(b.item.dueDate, line.bookingDate) ||
        a.item.dueDate.localeCompare(b.item.dueDate),
    );
    const sure = ranked.filter((proposal) => proposal.reason === 'iban_and_amount');
    // The known payer with exactly the amount still owed on one contract: the item due nearest the booking (the
    // ranking's order). A payer known for several contracts with that amount is the landlord's call.
    const [nearest] = sure;
    if (nearest && sure.every((proposal) => proposal.item.contractId === nearest.item.contractId)) {
      return { kind: 'iban_and_amount', contractId: nearest.item.contractId, dueItemId: nearest.item.id };
    }
    if (ranked.length === 0) return { kind: 'unmatched' };
    return {
      kind: 'candidates',
      candidates: ranked.slice(0, MAX_CANDIDATES).map(({ item, reason }) => ({
        rentPaymentId: item.id,
        contractId: item.contractId,
        period: item.period,
        dueDate: item.dueDate,
        outstandingCents: item.outstandingCents,
        reason,
      })),
    };
  }
}
