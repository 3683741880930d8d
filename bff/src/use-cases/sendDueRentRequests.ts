import type { BankingApi } from '@immodesk/finance/bankingApi';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import { isAppError } from '@immodesk/platform/errors';
import type { Logger } from '@immodesk/platform/logger';
import { JOB_CONTEXT } from './jobContext';
import { sendRentRequest, type SendRentRequestDeps } from './rentRequest';

export type DueRentRequestsDeps = SendRentRequestDeps & {
  logger: Logger;
  banking: Pick<BankingApi, 'listPendingRentRequests' | 'claimRentRequest' | 'releaseRentRequest'>;
  identity: Pick<IdentityApi, 'listOrganizationMembers'>;
};

/**
 * The `rent-requests` job: per the automation settings (rent requests on, N days before the due date), each due
 * item's rent request is mailed to its tenants once, on behalf of the organization's first user. The item's
 * sent-key is claimed first (unique per item), so two runs or two instances never send it twice; a request that
 * cannot go out yet (no bank account, no tenant e-mail) gives its key back and is tried on the next run.
 */
export async function sendDueRentRequests(deps: DueRentRequestsDeps): Promise<{ sent: number }> {
  const pending = await deps.banking.listPendingRentRequests(JOB_CONTEXT);
  if (pending.length === 0) return { sent: 0 };
  const members = await deps.identity.listOrganizationMembers(
    pending.map((request) => request.organizationId),
  );
  let sent = 0;
  for (const request of pending) {
    const landlord = members.find((member) => member.organizationId === request.organizationId);
    if (!landlord) continue;
    const context = { organizationId: request.organizationId, userId: landlord.userId };
    const claimId = await deps.banking.claimRentRequest(context, request);
    if (!claimId) continue;
    try {
      await sendRentRequest(deps, context, request.rentPaymentId);
      sent += 1;
    } catch (error) {
      await deps.banking.releaseRentRequest(context, claimId);
      if (!(isAppError(error) && error.code === 'business_rule'))
        deps.logger.warn(
          { err: error, rentPaymentId: request.rentPaymentId },
          'rent request: sending failed',
        );
    }
  }
  return { sent };
}
