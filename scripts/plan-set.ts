import { isPlanType } from '@immodesk/contracts/vocabulary/plans';
import { runAdminCommand, UsageError } from './admin/adminServices';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `npm run plan:set -- <email|organization id> <free|basic|professional|enterprise>`: the provider puts an
 * organization on a plan (Enterprise after a sales contract, support). Refused while a card subscription runs.
 */
runAdminCommand(
  'npm run plan:set -- <email|organization id> <free|basic|professional|enterprise>',
  async (services, [who, plan]) => {
    if (!who || !plan) throw new UsageError('Name the account and the plan.');
    if (!isPlanType(plan)) throw new UsageError(`Unknown plan "${plan}".`);
    const organization = UUID.test(who)
      ? { organizationId: who }
      : await services.identity.findOrganizationByEmail(who);
    if (!organization) throw new UsageError(`No account with the e-mail address ${who}.`);
    await services.billing.setPlanByAdmin(organization, { planType: plan });
    const now = await services.billing.getEffectivePlan(organization.organizationId);
    return `Organization ${organization.organizationId} is now on ${now.planType} (${now.status}).`;
  },
);
