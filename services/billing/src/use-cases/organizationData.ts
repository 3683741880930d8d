import type { RequestContext } from '@immodesk/platform/context';
import { organizationTables } from '@immodesk/platform/database/organizationData';
import type { BillingDeps } from '../billingDeps';
import { billingAccountRepository } from '../repositories/billingAccountRepository';
import { BankTransferEntity } from '../entities/BankTransferEntity';
import { BillingAccountEntity } from '../entities/BillingAccountEntity';
import { CheckoutSessionEntity } from '../entities/CheckoutSessionEntity';
import { WebhookEventEntity } from '../entities/WebhookEventEntity';

/** The organization's billing rows: data export and account deletion. */
const tables = organizationTables([
  { entity: WebhookEventEntity },
  { entity: BankTransferEntity },
  { entity: CheckoutSessionEntity },
  { entity: BillingAccountEntity },
]);

export const exportOrganizationData = tables.exportOrganizationData;

/** Account deletion: a running card subscription ends at Stripe first (a deleted account is never charged), then the rows go. */
export async function deleteOrganizationData(
  deps: Pick<BillingDeps, 'dataSource' | 'provider'>,
  context: RequestContext,
): Promise<void> {
  const account = await billingAccountRepository(deps.dataSource).find(context.organizationId);
  if (
    deps.provider &&
    account?.provider === 'stripe' &&
    account.stripeSubscriptionId &&
    account.status !== 'canceled'
  ) {
    await deps.provider.cancelNow(account.stripeSubscriptionId);
  }
  await tables.deleteOrganizationData(deps.dataSource, context);
}
