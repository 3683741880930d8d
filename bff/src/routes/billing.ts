import { ZPendingBankTransferResponse } from '@immodesk/contracts/billing/bankTransfer.contract';
import {
  ZCheckoutSessionIdParams,
  ZCreateCheckoutSessionRequest,
  ZCreateCheckoutSessionResponse,
  ZVerifyCheckoutSessionResponse,
} from '@immodesk/contracts/billing/checkoutSession.contract';
import {
  ZCancelSubscriptionResponse,
  ZChangePlanRequest,
  ZChangePlanResponse,
  ZListInvoicesResponse,
  ZSubscriptionResponse,
} from '@immodesk/contracts/billing/subscription.contract';
import { z } from 'zod';
import { publicRoute, signedIn } from '../http/routeShorthands';
import { limitPerIp, limitPerUser } from '../middleware/rateLimit';
import type { Services } from '../composition';
import { startCheckout } from '../use-cases/startCheckout';

/** Subscriptions (API.md "Money"): checkout, its verification on return, the Stripe webhook, cancel, change plan, invoices. */
export function billingRoutes(services: Pick<Services, 'identity' | 'billing'>) {
  const { billing } = services;
  return [
    signedIn.post(
      '/api/billing/checkout-session',
      {
        body: ZCreateCheckoutSessionRequest,
        response: ZCreateCheckoutSessionResponse,
        status: 201,
        // Each bank-transfer answer sends a mail: a few starts per minute are plenty for a person.
        rateLimit: limitPerUser('billing-checkout', 10, 10),
      },
      ({ session, body }) => startCheckout(services, session, body),
    ),
    signedIn.get(
      '/api/billing/checkout-session/:id',
      { params: ZCheckoutSessionIdParams, response: ZVerifyCheckoutSessionResponse },
      ({ session, params }) => billing.verifyCheckoutSession(session, params.id),
    ),
    signedIn.get('/api/billing/subscription', { response: ZSubscriptionResponse }, ({ session }) =>
      billing.getSubscription(session),
    ),
    signedIn.post('/api/billing/cancel', { response: ZCancelSubscriptionResponse }, ({ session }) =>
      billing.cancelSubscription(session),
    ),
    signedIn.post(
      '/api/billing/change-plan',
      { body: ZChangePlanRequest, response: ZChangePlanResponse },
      ({ session, body }) => billing.changePlan(session, body),
    ),
    signedIn.get('/api/billing/invoices', { response: ZListInvoicesResponse }, ({ session }) =>
      billing.listInvoices(session),
    ),
    signedIn.get('/api/billing/bank-transfer', { response: ZPendingBankTransferResponse }, ({ session }) =>
      billing.getPendingBankTransfer(session),
    ),
    publicRoute.post(
      '/api/billing/webhook',
      {
        response: z.object({ result: z.string() }),
        rateLimit: limitPerIp('billing-webhook', 600, 1),
      },
      ({ ctx }) =>
        billing.handleWebhook(
          (ctx.request as { rawBody?: string }).rawBody ?? '',
          ctx.get('stripe-signature') || undefined,
        ),
    ),
  ];
}
