import type { DataSource } from 'typeorm';
import type { BillingAccount } from '../domain/billingAccount';
import { BillingAccountEntity } from '../entities/BillingAccountEntity';

export function billingAccountRepository(dataSource: DataSource) {
  const accounts = dataSource.getRepository(BillingAccountEntity);
  const strip = ({
    createdAt: _created,
    updatedAt: _updated,
    ...account
  }: BillingAccount & { createdAt?: Date; updatedAt?: Date }): BillingAccount => account;
  return {
    find: async (organizationId: string): Promise<BillingAccount | null> => {
      const row = await accounts.findOne({ where: { organizationId } });
      return row ? strip(row) : null;
    },
    findByStripeSubscription: async (subscriptionId: string): Promise<BillingAccount | null> => {
      const row = await accounts.findOne({ where: { stripeSubscriptionId: subscriptionId } });
      return row ? strip(row) : null;
    },
    save: async (account: BillingAccount, now: Date): Promise<void> => {
      const existing = await accounts.findOne({
        where: { organizationId: account.organizationId },
        select: { organizationId: true, createdAt: true },
      });
      await accounts.save({ ...account, createdAt: existing?.createdAt ?? now, updatedAt: now });
    },
  };
}
