import { useQuery } from '@tanstack/react-query';
import { ZVerifyCheckoutSessionResponse } from '@immodesk/contracts/billing/checkoutSession.contract';
import { apiGet } from '@immodesk/sdk';
import { billingKeys } from './billingKeys';

/** How often the return page asks whether the payment is confirmed. */
export const CHECKOUT_POLL_MS = 1500;

/**
 * GET /api/billing/checkout-session/:id after the return from the payment page: polled while the payment is
 * processing, stops once the plan is active or the session failed.
 */
export function useCheckoutSessionState(sessionId: string) {
  return useQuery({
    queryKey: billingKeys.checkoutSession(sessionId),
    queryFn: () =>
      apiGet(`/api/billing/checkout-session/${encodeURIComponent(sessionId)}`, {
        schema: ZVerifyCheckoutSessionResponse,
      }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'processing' ? CHECKOUT_POLL_MS : false),
  });
}
