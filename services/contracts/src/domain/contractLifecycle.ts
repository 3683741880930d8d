import { AppError } from '@immodesk/platform/errors';
import type { ContractStatus } from './contract';

/**
 * The contract lifecycle (SPEC.md §4, issue 15): draft → sent → signed → active (from startsOn) → expired (after
 * endsOn) | terminated. Every other move is refused with 409 and a translated message naming both statuses.
 */
export type ContractEvent =
  'edit' | 'delete' | 'send' | 'withdraw' | 'sign' | 'record' | 'activate' | 'expire' | 'terminate' | 'amend';

const ALLOWED_FROM: Record<ContractEvent, readonly ContractStatus[]> = {
  // Content is frozen from signing on: a change after that is an amendment (a new version).
  edit: ['draft', 'sent'],
  delete: ['draft', 'sent'],
  // Sending again (a new link or mail) is allowed while the tenant has not signed yet.
  send: ['draft', 'sent'],
  // Issue 26: a sent lease goes back to draft when the landlord withdraws it or changes its text (a new send follows).
  withdraw: ['sent'],
  sign: ['sent'],
  // A lease signed on paper outside the product is recorded as signed from its draft (issue 25).
  record: ['draft'],
  activate: ['signed'],
  expire: ['active'],
  terminate: ['signed', 'active'],
  amend: ['signed', 'active'],
};

const RESULT: Partial<Record<ContractEvent, ContractStatus>> = {
  send: 'sent',
  withdraw: 'draft',
  sign: 'signed',
  record: 'signed',
  activate: 'active',
  expire: 'expired',
  terminate: 'terminated',
};

export function canApply(status: ContractStatus, event: ContractEvent): boolean {
  return ALLOWED_FROM[event].includes(status);
}

/** Throws 409 `conflict` (`contracts.errors.illegalTransition.<event>`) when the event is not allowed from `status`. */
export function assertCanApply(status: ContractStatus, event: ContractEvent): void {
  if (!canApply(status, event)) {
    throw new AppError('conflict', {
      messageKey: `contracts.errors.illegalTransition.${event}`,
      params: { status },
      details: { status, event },
    });
  }
}

/** The status after an event, checked; events that keep the status (edit, amend) answer it unchanged. */
export function nextStatus(status: ContractStatus, event: ContractEvent): ContractStatus {
  assertCanApply(status, event);
  return RESULT[event] ?? status;
}

/** Statuses in which the lease binds the parties. */
export const IN_FORCE_STATUSES: readonly ContractStatus[] = ['signed', 'active'];

/**
 * What the calendar does to a contract on `today`: a signed lease becomes active on its start date, an active one
 * expires the day after its end date. A signed lease whose end has also passed goes through active to expired.
 */
export function datedStatus(
  status: ContractStatus,
  startsOn: string,
  endsOn: string,
  today: string,
): ContractStatus {
  let current = status;
  if (current === 'signed' && startsOn <= today) current = 'active';
  if (current === 'active' && endsOn < today) current = 'expired';
  return current;
}
