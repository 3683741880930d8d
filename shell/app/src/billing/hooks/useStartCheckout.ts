import { useMutation } from '@tanstack/react-query';
import {
  ZCreateCheckoutSessionResponse,
  type TCreateCheckoutSessionRequest,
} from '@immodesk/contracts/billing/checkoutSession.contract';
import { apiPost } from '@immodesk/sdk';

/**
 * POST /api/billing/checkout-session (or the diagnostics test checkout): either the payment page to go to, or the
 * bank-transfer details when online payment is not available.
 */
export function useStartCheckout(path = '/api/billing/checkout-session') {
  return useMutation({
    mutationFn: (choice: TCreateCheckoutSessionRequest) =>
      apiPost(path, choice, { schema: ZCreateCheckoutSessionResponse }),
  });
}
