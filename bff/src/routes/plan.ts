import { ZPlanLimitsResponse, ZUserPlanResponse } from '@immodesk/contracts/plan/plan.contract';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';
import { getPlanLimits } from '../use-cases/getPlanLimits';

/** The organization's plan and how much of it is used (SPEC.md §7; the client caches both for 5 minutes). */
export function planRoutes(services: Pick<Services, 'identity' | 'billing' | 'properties' | 'contacts'>) {
  return [
    signedIn.get('/api/user/plan', { response: ZUserPlanResponse }, async ({ ctx, session }) => {
      const plan = await services.billing.getUserPlan(session);
      ctx.set('Cache-Control', 'private, no-cache');
      return plan;
    }),
    signedIn.get('/api/user/plan-limits', { response: ZPlanLimitsResponse }, async ({ ctx, session }) => {
      const limits = await getPlanLimits(services, session);
      ctx.set('Cache-Control', 'private, no-cache');
      return limits;
    }),
  ];
}
