import type { BillingInterval, CheckoutPlanType } from '@immodesk/contracts/vocabulary/plans';

/** Why a checkout answered with bank-transfer details instead of a card payment. */
export type BankTransferReason = 'not_configured' | 'unavailable';

export type BankTransfer = {
  id: string;
  planType: CheckoutPlanType;
  interval: BillingInterval;
  amountCents: number;
  /** OGM/VCS `+++ddd/dddd/ddddd+++`: how the provider recognises the payment on its own account. */
  structuredReference: string;
  reason: BankTransferReason;
  status: 'pending' | 'confirmed';
  createdAt: Date;
  confirmedAt: Date | null;
};

/** The provider's account that receives transfers (BILLING_IBAN, BILLING_BIC, BILLING_BENEFICIARY). */
export type ProviderBankAccount = { beneficiary: string; iban: string; bic: string };

/** The period a confirmed transfer pays for, from the later of today and the end of the period already paid. */
export function paidPeriodEnd(from: Date, interval: BillingInterval): Date {
  const end = new Date(from);
  if (interval === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
