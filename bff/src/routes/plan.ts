import { ZPlanLimitsResponse, ZUserPlanResponse } from '@immodesk/contracts/plan/plan.contract';
import { defineRoute } from '../http/defineRoute';
import type { Services } from '../composition';

/** The organization's plan and how much of it is used (SPEC.md §7; the client caches both for 5 minutes). */
export function planRoutes(services: Services) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/user/plan',
      auth: true,
      response: ZUserPlanResponse,
      handler: async ({ ctx, session }) => {
        const plan = await services.identity.getOrganizationPlan(session);
        ctx.set('Cache-Control', 'private, no-cache');
        return { planType: plan.planType, status: plan.status, trialEndsAt: null, currentPeriodEnd: null, cancelAt: null };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/user/plan-limits',
      auth: true,
      response: ZPlanLimitsResponse,
      handler: async ({ ctx, session }) => {
        const [plan, activeProperties, activeTenants] = await Promise.all([
          services.identity.getOrganizationPlan(session),
          services.properties.countActiveProperties(session),
          services.contacts.countActiveTenants(session),
        ]);
        ctx.set('Cache-Control', 'private, no-cache');
        return { activeProperties, maxProperties: plan.maxProperties, activeTenants, maxTenants: plan.maxTenants };
      },
    }),
  ];
}
