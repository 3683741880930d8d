import type { TPendingBankTransferResponse } from '@immodesk/contracts/billing/bankTransfer.contract';
import type {
  TCreateCheckoutSessionRequest,
  TCreateCheckoutSessionResponse,
  TVerifyCheckoutSessionResponse,
} from '@immodesk/contracts/billing/checkoutSession.contract';
import type { TStripeDiagnosticsResponse } from '@immodesk/contracts/billing/diagnostics.contract';
import type {
  TChangePlanRequest,
  TListInvoicesResponse,
  TSubscriptionResponse,
} from '@immodesk/contracts/billing/subscription.contract';
import type { TPlanType, TUserPlanResponse } from '@immodesk/contracts/plan/plan.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import { createHttpPositionalClient } from '@immodesk/platform/rpc/positionalRpc';
import type { SameValues } from '@immodesk/platform/sameValues';
import type { EffectivePlan, SubscriptionStatus } from './domain/billingAccount';
import type { PlanType } from '@immodesk/contracts/vocabulary/plans';
import type { BillingDeps } from './billingDeps';
import {
  toBankTransferInstructions,
  toInvoice,
  toSubscriptionResponse,
  toUserPlanResponse,
} from './mappers/billingMappers';
import { webhookEventRepository } from './repositories/webhookEventRepository';
import { confirmBankTransfer } from './use-cases/confirmBankTransfer';
import type { Payer } from './use-cases/offerBankTransfer';
import { pendingBankTransfer } from './use-cases/pendingBankTransfer';
import { startCheckout } from './use-cases/startCheckout';
import { verifyCheckoutSession } from './use-cases/verifyCheckoutSession';
import { handleWebhook } from './use-cases/handleWebhook';
import { cancelSubscription } from './use-cases/cancelSubscription';
import { changePlan } from './use-cases/changePlan';
import { getSubscriptionOverview } from './use-cases/getSubscriptionOverview';
import { deleteOrganizationData, exportOrganizationData } from './use-cases/organizationData';
import { getEffectivePlan } from './use-cases/getEffectivePlan';
import { setPlanByAdmin } from './use-cases/setPlanByAdmin';
import { startTrial } from './use-cases/startTrial';

export { createPaymentProvider, providerBankAccount } from './ports/createPaymentProvider';
export { billingDatabaseModule } from './billingDatabaseModule';
export { isPlanType } from '@immodesk/contracts/vocabulary/plans';
export { seedDemoBilling } from './demo/seedDemoBilling';

const _planTypesAgree: SameValues<PlanType, TPlanType> = true;

export type BillingApi = ReturnType<typeof createBillingApi>;

/**
 * Billing (plans, trial, Stripe, bank transfers) in process (the default), or on its own behind `server.ts`
 * (createHttpBillingApi below): the BFF hands webhooks over as the raw body and its signature. The service's edge:
 * only here and in mappers/ do the HTTP contracts appear.
 */
export function createBillingApi(deps: BillingDeps) {
  return {
    /** The plan in force (trial included) with its limits and features: what every gate asks. */
    getEffectivePlan: (organizationId: string): Promise<EffectivePlan> =>
      getEffectivePlan(deps, organizationId),
    getUserPlan: async (context: RequestContext): Promise<TUserPlanResponse> =>
      toUserPlanResponse(await getEffectivePlan(deps, context.organizationId)),
    startTrial: (organizationId: string) => startTrial(deps, organizationId),
    setPlanByAdmin: (
      context: Pick<RequestContext, 'organizationId'>,
      input: { planType: PlanType; status?: SubscriptionStatus },
    ) => setPlanByAdmin(deps, context, input),
    startCheckout: async (
      context: RequestContext,
      request: TCreateCheckoutSessionRequest,
      payer: Payer,
    ): Promise<TCreateCheckoutSessionResponse> => {
      const start = await startCheckout(deps, context, { ...request, payer });
      if (start.kind === 'redirect') return start;
      return {
        kind: 'bank_transfer',
        bankTransfer: toBankTransferInstructions(start.transfer, start.bankAccount),
      };
    },
    verifyCheckoutSession: (
      context: RequestContext,
      sessionId: string,
    ): Promise<TVerifyCheckoutSessionResponse> => verifyCheckoutSession(deps, context, sessionId),
    handleWebhook: (rawBody: string, signature: string | undefined) =>
      handleWebhook(deps, rawBody, signature),
    getSubscription: async (context: RequestContext): Promise<TSubscriptionResponse> =>
      toSubscriptionResponse(await getSubscriptionOverview(deps, context), deps.bankAccount),
    cancelSubscription: async (context: RequestContext): Promise<TSubscriptionResponse> =>
      toSubscriptionResponse(await cancelSubscription(deps, context), deps.bankAccount),
    changePlan: async (
      context: RequestContext,
      request: TChangePlanRequest,
    ): Promise<TSubscriptionResponse> =>
      toSubscriptionResponse(await changePlan(deps, context, request), deps.bankAccount),
    listInvoices: async (context: RequestContext): Promise<TListInvoicesResponse> => {
      const { invoices } = await getSubscriptionOverview(deps, context);
      return { items: invoices.map(toInvoice), total: invoices.length };
    },
    getPendingBankTransfer: async (context: RequestContext): Promise<TPendingBankTransferResponse> => {
      const pending = await pendingBankTransfer(deps, context);
      return {
        pending: pending && deps.bankAccount ? toBankTransferInstructions(pending, deps.bankAccount) : null,
      };
    },
    /** Admin: the transfer with this structured reference arrived on the provider's account. */
    confirmBankTransfer: (input: { reference: string; amountCents: number }) =>
      confirmBankTransfer(deps, input),
    getStripeDiagnostics: async (context: RequestContext): Promise<TStripeDiagnosticsResponse> => {
      const { provider } = deps;
      const [subscription, events] = await Promise.all([
        getSubscriptionOverview(deps, context),
        webhookEventRepository(deps.dataSource).latest(context.organizationId, 20),
      ]);
      return {
        mode: provider ? provider.mode : 'not_configured',
        webhookSecretConfigured: provider?.webhookSecretConfigured ?? false,
        configuredPrices: provider?.configuredPrices() ?? [],
        testCheckoutAvailable: provider?.mode === 'test',
        subscription: toSubscriptionResponse(subscription, deps.bankAccount),
        webhookEvents: events.map((event) => ({ ...event, receivedAt: event.receivedAt.toISOString() })),
      };
    },
    isTestMode: (): boolean => deps.provider?.mode === 'test',
    exportOrganizationData: (context: RequestContext): Promise<OrganizationExport> =>
      exportOrganizationData(deps.dataSource, context),
    deleteOrganizationData: (context: RequestContext): Promise<void> => deleteOrganizationData(deps, context),
  };
}

/** Every method but isTestMode (a configuration question the BFF answers itself), served by `server.ts`. */
export const BILLING_RPC_METHODS = [
  'getEffectivePlan',
  'getUserPlan',
  'startTrial',
  'setPlanByAdmin',
  'startCheckout',
  'verifyCheckoutSession',
  'handleWebhook',
  'getSubscription',
  'cancelSubscription',
  'changePlan',
  'listInvoices',
  'getPendingBankTransfer',
  'confirmBankTransfer',
  'getStripeDiagnostics',
  'exportOrganizationData',
  'deleteOrganizationData',
] as const satisfies readonly Exclude<keyof BillingApi, 'isTestMode'>[];

/** Compile-time check that a new method is not forgotten by the HTTP client. */
const _everyMethodServed: SameValues<keyof BillingApi, (typeof BILLING_RPC_METHODS)[number] | 'isTestMode'> =
  true;

/**
 * Billing over HTTP (`BILLING_SERVICE_URL`): the same interface, its calls sent to billing's own deployment
 * (which reads the same Stripe settings); `isTestMode` is the BFF's own payment provider's mode.
 */
export function createHttpBillingApi(
  remote: { baseUrl: string; token: string },
  options: { isTestMode: boolean },
): BillingApi {
  return {
    ...createHttpPositionalClient<BillingApi, (typeof BILLING_RPC_METHODS)[number]>(
      BILLING_RPC_METHODS,
      remote,
    ),
    isTestMode: () => options.isTestMode,
  };
}
