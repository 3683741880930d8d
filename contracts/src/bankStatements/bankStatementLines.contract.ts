import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { ZPageQuery, zListResponse } from '../common/pagination';
import { ZIsoDate, ZIsoInstant, ZUuid } from '../common/primitives';
import { ZRentPeriod } from '../rentPayments/listRentPayments.contract';
import { ZBankStatementFormat } from './importBankStatement.contract';

/**
 * matched: allocated to due items (automatically or by hand); candidate: due items it may pay, waiting for the
 * landlord; unmatched: nothing found, waiting to be assigned by hand; ignored: set aside by the landlord.
 */
export const BANK_STATEMENT_LINE_STATUSES = ['unmatched', 'candidate', 'matched', 'ignored'] as const;
export const ZBankStatementLineStatus = z.enum(BANK_STATEMENT_LINE_STATUSES);
export type TBankStatementLineStatus = z.infer<typeof ZBankStatementLineStatus>;

/**
 * Why a due item was matched or proposed: the structured reference (exact), the counterparty IBAN already known for
 * the contract with the outstanding amount and the period the text names (`iban_amount_and_period`) or the only
 * item open (`iban_and_amount`), the amount alone, or the known IBAN alone.
 */
export const MATCH_REASONS = [
  'structured_reference',
  'iban_amount_and_period',
  'iban_and_amount',
  'amount',
  'iban',
] as const;
export const ZMatchReason = z.enum(MATCH_REASONS);
export type TMatchReason = z.infer<typeof ZMatchReason>;

/** A due item with the names the queue shows (answered by the BFF, no client-side look-ups). */
const ZDueItemSummary = z.object({
  rentPaymentId: z.string(),
  contractId: z.string().nullable(),
  period: ZRentPeriod,
  dueDate: ZIsoDate,
  tenantName: z.string().nullable(),
  propertyAddress: z.string().nullable(),
});

export const ZBankStatementLineCandidate = ZDueItemSummary.extend({
  /** What is still owed on the due item. */
  outstandingCents: z.number().int(),
  reason: ZMatchReason,
  /** The line's text names this item's period ("huur november", "loyer 11/2026"). */
  periodNamed: z.boolean(),
});
export type TBankStatementLineCandidate = z.infer<typeof ZBankStatementLineCandidate>;

export const ZBankStatementLineAllocation = ZDueItemSummary.extend({ amountCents: z.number().int() });
export type TBankStatementLineAllocation = z.infer<typeof ZBankStatementLineAllocation>;

/** A match undone (audit): who, when, and what the line had paid. */
export const ZBankStatementLineUndoneMatch = z.object({
  undoneAt: ZIsoInstant,
  undoneBy: z.string(),
  allocations: z.array(
    z.object({
      rentPaymentId: z.string().nullable(),
      period: z.string().nullable(),
      amountCents: z.number().int(),
    }),
  ),
});
export type TBankStatementLineUndoneMatch = z.infer<typeof ZBankStatementLineUndoneMatch>;

export const ZBankStatementLine = z.object({
  id: z.string(),
  status: ZBankStatementLineStatus,
  format: ZBankStatementFormat,
  bookingDate: ZIsoDate,
  valueDate: ZIsoDate.nullable(),
  /** Always positive: only credits are imported. */
  amountCents: z.number().int(),
  counterpartyName: z.string().nullable(),
  counterpartyIban: z.string().nullable(),
  /** The free communication as the bank gave it. */
  communication: z.string().nullable(),
  /** The structured reference found in the line (structured field or free text), printed `+++ddd/dddd/ddddd+++`. */
  structuredReference: z.string().nullable(),
  bankReference: z.string().nullable(),
  importedAt: ZIsoInstant,
  /** Best first; empty unless `status` is `candidate`. */
  candidates: z.array(ZBankStatementLineCandidate),
  /** What the line paid; empty unless `status` is `matched`. */
  allocations: z.array(ZBankStatementLineAllocation),
  matchReason: ZMatchReason.nullable(),
  /** Matches undone on this line, oldest first. */
  undoneMatches: z.array(ZBankStatementLineUndoneMatch),
});
export type TBankStatementLine = z.infer<typeof ZBankStatementLine>;

/** GET /api/bank-statement-lines?status=: newest booking date first. */
export const ZListBankStatementLinesQuery = ZPageQuery.extend({
  status: ZBankStatementLineStatus.optional(),
});
export type TListBankStatementLinesQuery = z.infer<typeof ZListBankStatementLinesQuery>;

export const ZListBankStatementLinesResponse = zListResponse(ZBankStatementLine);
export type TListBankStatementLinesResponse = z.infer<typeof ZListBankStatementLinesResponse>;

export const ZBankStatementLineParams = z.object({ id: ZUuid });
export type TBankStatementLineParams = z.infer<typeof ZBankStatementLineParams>;

/**
 * POST /api/bank-statement-lines/:id/assign: the landlord says which due items an unmatched, candidate line pays.
 * The amounts must add up to the line's amount (422 `business_rule`, `errors.bankLineAllocationTotal`); an amount
 * above a due item's outstanding is carried to the contract's next due item. 404 for another organization's line
 * or due item; 409 `conflict` for a line already matched.
 */
export const ZAssignBankStatementLineRequest = z.object({
  allocations: z
    .array(z.object({ rentPaymentId: ZUuid, amountCents: z.number().int().min(1) }))
    .min(1)
    .max(24)
    .refine(
      (allocations) =>
        new Set(allocations.map((allocation) => allocation.rentPaymentId)).size === allocations.length,
      {
        message: 'A due item appears twice',
      },
    ),
});
export type TAssignBankStatementLineRequest = z.infer<typeof ZAssignBankStatementLineRequest>;

/** POST …/:id/assign and POST …/:id/ignore (a matched line cannot be ignored: 409) answer the line. */
export const ZBankStatementLineResponse = ZBankStatementLine;
export type TBankStatementLineResponse = z.infer<typeof ZBankStatementLineResponse>;

/**
 * POST /api/bank-statement-lines/:id/unassign (API.md, third round): undoes a matched line's allocation (audited in
 * `undoneMatches`); the due items owe again at once and the line returns to the queue with its candidates, nothing
 * booked. 409 `conflict` for a line that is not matched; 404 for another organization's line. Reassigning is this
 * followed by the assign route.
 */
export const unassignBankStatementLineEndpoint = endpoint({
  path: '/api/bank-statement-lines/:id/unassign',
  params: ZBankStatementLineParams,
  response: ZBankStatementLineResponse,
});
