import { AppError } from '@immodesk/platform/errors';
import type { BillingDeps } from '../billingDeps';
import { InvalidSignatureError, type ProviderEvent } from '../ports/paymentProvider';
import { checkoutSessionRepository } from '../repositories/checkoutSessionRepository';
import { webhookEventRepository } from '../repositories/webhookEventRepository';
import { applyProviderSubscription, type ApplyOutcome } from './applyProviderSubscription';

async function process(deps: BillingDeps, event: ProviderEvent): Promise<ApplyOutcome> {
  if (event.type === 'other')
    return { result: 'ignored', detail: `not handled: ${event.providerType}`, organizationId: null };
  if (event.type === 'checkout.session.completed') {
    const { session } = event;
    const organizationId = session.organizationId;
    if (
      !organizationId ||
      !(await checkoutSessionRepository(deps.dataSource).findOwn(organizationId, session.id))
    ) {
      return {
        result: 'ignored',
        detail: 'a checkout session this product did not start',
        organizationId: null,
      };
    }
    if (!session.paid || !session.subscriptionId || !deps.provider)
      return { result: 'ignored', detail: 'not paid yet', organizationId };
    // The session names the subscription; its current state comes from Stripe itself.
    const subscription = await deps.provider.retrieveSubscription(session.subscriptionId);
    return applyProviderSubscription(deps, subscription, deps.clock.now(), organizationId);
  }
  return applyProviderSubscription(deps, event.subscription, event.createdAt);
}

/**
 * A Stripe webhook: the signature is checked on the raw body (400 when it does not match), each event id is
 * processed once (a redelivery answers 200 and changes nothing), and a failure is recorded and answered 500 so
 * Stripe delivers it again.
 */
export async function handleWebhook(
  deps: BillingDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<{ result: string }> {
  if (!deps.provider) throw new AppError('not_found');
  let event: ProviderEvent;
  try {
    event = deps.provider.verifyEvent(rawBody, signature ?? '');
  } catch (error) {
    if (error instanceof InvalidSignatureError)
      throw new AppError('validation_error', { messageKey: 'billing.errors.invalidSignature' });
    throw error;
  }
  const events = webhookEventRepository(deps.dataSource);
  const type = event.type === 'other' ? event.providerType : event.type;
  const claimed = await events.claim({
    eventId: event.id,
    organizationId: null,
    type,
    result: 'processing',
    detail: null,
    receivedAt: deps.clock.now(),
  });
  if (!claimed) return { result: 'duplicate' };
  try {
    const outcome = await process(deps, event);
    await events.finish(event.id, outcome.result, outcome.detail, outcome.organizationId);
    return { result: outcome.result };
  } catch (error) {
    deps.onProviderError(error, `webhook ${type}`);
    await events.finish(event.id, 'failed', error instanceof Error ? error.message : 'failed', null);
    throw new AppError('unavailable', { cause: error });
  }
}
