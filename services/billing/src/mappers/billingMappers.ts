import type { TBankTransferInstructions } from '@immodesk/contracts/billing/bankTransfer.contract';
import type { TInvoice, TSubscriptionResponse } from '@immodesk/contracts/billing/subscription.contract';
import type { TUserPlanResponse } from '@immodesk/contracts/plan/plan.contract';
import type { EffectivePlan } from '../domain/billingAccount';
import { BANK_TRANSFER_ACTIVATION_HOURS } from '@immodesk/contracts/vocabulary/plans';
import type { BankTransfer, ProviderBankAccount } from '../domain/bankTransfer';
import type { ProviderInvoice } from '../ports/paymentProvider';
import type { SubscriptionOverview } from '../use-cases/getSubscriptionOverview';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;
const calendarDate = (date: Date): string => date.toISOString().slice(0, 10);

export function toUserPlanResponse(plan: EffectivePlan): TUserPlanResponse {
  return {
    planType: plan.planType,
    status: plan.status,
    trialEndsAt: iso(plan.trialEndsAt),
    currentPeriodEnd: iso(plan.currentPeriodEnd),
    cancelAt: iso(plan.cancelAt),
  };
}

export function toBankTransferInstructions(
  transfer: BankTransfer,
  bankAccount: ProviderBankAccount,
): TBankTransferInstructions {
  return {
    plan: transfer.planType,
    interval: transfer.interval,
    amountCents: transfer.amountCents,
    beneficiary: bankAccount.beneficiary,
    iban: bankAccount.iban,
    bic: bankAccount.bic,
    structuredReference: transfer.structuredReference,
    reason: transfer.reason,
    activationHours: BANK_TRANSFER_ACTIVATION_HOURS,
    createdAt: transfer.createdAt.toISOString(),
  };
}

export function toInvoice(invoice: ProviderInvoice): TInvoice {
  return {
    id: invoice.id,
    number: invoice.number,
    date: calendarDate(invoice.createdAt),
    amountCents: invoice.amountCents,
    status: invoice.status,
    pdfUrl: invoice.pdfUrl,
  };
}

export function toSubscriptionResponse(
  overview: SubscriptionOverview,
  bankAccount: ProviderBankAccount | null,
): TSubscriptionResponse {
  const { plan } = overview;
  const isTrialRunning = plan.provider === 'trial' && plan.planType !== 'free';
  return {
    planType: plan.planType,
    status: plan.status,
    provider: plan.provider === 'trial' && !isTrialRunning ? 'none' : plan.provider,
    interval: plan.interval,
    trialEndsAt: iso(plan.trialEndsAt),
    currentPeriodEnd: iso(plan.currentPeriodEnd),
    cancelAt: iso(plan.cancelAt),
    nextInvoice: overview.nextInvoice
      ? { amountCents: overview.nextInvoice.amountCents, date: calendarDate(overview.nextInvoice.date) }
      : null,
    invoices: overview.invoices.map(toInvoice),
    pendingBankTransfer:
      overview.pendingBankTransfer && bankAccount
        ? toBankTransferInstructions(overview.pendingBankTransfer, bankAccount)
        : null,
    canManageOnline: overview.canManageOnline,
  };
}
