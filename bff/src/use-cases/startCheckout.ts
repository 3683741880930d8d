import type { BillingApi } from '@immodesk/billing/billingApi';
import type {
  TCreateCheckoutSessionRequest,
  TCreateCheckoutSessionResponse,
} from '@immodesk/contracts/billing/checkoutSession.contract';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { RequestContext } from '@immodesk/platform/context';

export type StartCheckoutDeps = {
  identity: Pick<IdentityApi, 'getCurrentUser'>;
  billing: Pick<BillingApi, 'startCheckout'>;
};

/** Checkout for the signed-in user: identity knows who pays (address, name, language of the instructions mail), billing the rest. */
export async function startCheckout(
  deps: StartCheckoutDeps,
  context: RequestContext,
  request: TCreateCheckoutSessionRequest,
): Promise<TCreateCheckoutSessionResponse> {
  const user = await deps.identity.getCurrentUser(context);
  return deps.billing.startCheckout(context, request, {
    email: user.email,
    firstName: user.firstName,
    language: user.language,
  });
}
