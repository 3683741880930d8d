import { useQuery } from '@tanstack/react-query';
import { ZSubscriptionResponse } from '@immodesk/contracts/billing/subscription.contract';
import { apiGet } from '@immodesk/sdk';
import { billingKeys } from './billingKeys';

/** GET /api/billing/subscription: plan, status, period, next invoice, invoices and an open bank transfer. */
export function useSubscription() {
  return useQuery({
    queryKey: billingKeys.subscription(),
    queryFn: () => apiGet('/api/billing/subscription', { schema: ZSubscriptionResponse }),
  });
}
