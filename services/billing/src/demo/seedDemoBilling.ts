import { randomInt } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Clock } from '@immodesk/platform/ports/clock';
import { makeStructuredReference } from '@immodesk/platform/domain/structuredReference';
import { paidPeriodEnd } from '../domain/bankTransfer';
import { planPriceCents } from '@immodesk/contracts/vocabulary/plans';
import { bankTransferRepository } from '../repositories/bankTransferRepository';
import { billingAccountRepository } from '../repositories/billingAccountRepository';
import { emptyAccount } from '../domain/billingAccount';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo organization's billing (`npm run seed:demo` only): Professional, yearly, paid by bank transfer — last
 * year's and this year's transfers confirmed, so the subscription page shows two paid invoices and the next renewal.
 * No Stripe data is invented: a demo with Stripe runs a real checkout against the double or Stripe's test mode.
 */
export async function seedDemoBilling(
  deps: { dataSource: DataSource; clock: Clock },
  organizationId: string,
): Promise<void> {
  const now = deps.clock.now();
  const amountCents = planPriceCents('professional', 'yearly') ?? 0;
  const transfers = bankTransferRepository(deps.dataSource);
  const thisYear = new Date(now.getTime() - 40 * DAY);
  const lastYear = new Date(thisYear.getTime() - 365 * DAY);
  for (const paidAt of [lastYear, thisYear]) {
    await transfers.insert({
      organizationId,
      planType: 'professional',
      interval: 'yearly',
      amountCents,
      structuredReference: makeStructuredReference(randomInt(1, 10_000_000_000)),
      reason: 'not_configured',
      status: 'confirmed',
      createdAt: new Date(paidAt.getTime() - 2 * DAY),
      confirmedAt: paidAt,
    });
  }
  await billingAccountRepository(deps.dataSource).save(
    {
      ...emptyAccount(organizationId),
      planType: 'professional',
      provider: 'bank_transfer',
      interval: 'yearly',
      currentPeriodEnd: paidPeriodEnd(thisYear, 'yearly'),
    },
    now,
  );
}
