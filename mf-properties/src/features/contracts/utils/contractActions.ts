import type { TContractStatus } from '@immodesk/contracts/contracts/contract.contract';

export type ContractAction = 'edit' | 'delete' | 'amend' | 'terminate';

/**
 * The lifecycle buttons each status shows, mirroring what the server accepts (its state machine in
 * services/contracts answers any other move with a translated 409): until the tenant signs, the draft or sent
 * contract can still change or go; once signed, a change is an amendment and the lease can be terminated.
 */
const ACTIONS_BY_STATUS: Record<TContractStatus, readonly ContractAction[]> = {
  draft: ['edit', 'delete'],
  sent: ['edit', 'delete'],
  signed: ['amend', 'terminate'],
  active: ['amend', 'terminate'],
  expired: [],
  terminated: [],
};

export function contractActions(status: TContractStatus): readonly ContractAction[] {
  return ACTIONS_BY_STATUS[status];
}
