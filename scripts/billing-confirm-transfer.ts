import { runAdminCommand, UsageError } from './admin/adminServices';

/**
 * `npm run billing:confirm-transfer -- <structured reference>`: the transfer with this OGM arrived on the provider's
 * own account; the plan it pays for is activated (SPEC.md §4: within 24 hours). A landlord's bank-statement import
 * never does this: those are the landlord's own accounts.
 */
runAdminCommand(
  'npm run billing:confirm-transfer -- "+++123/4567/89002+++"',
  async (services, [reference]) => {
    if (!reference) throw new UsageError('Name the structured reference of the transfer.');
    const { organizationId, transfer, alreadyConfirmed } =
      await services.billing.confirmBankTransfer(reference);
    const plan = await services.billing.getEffectivePlan(organizationId);
    const until = plan.currentPeriodEnd?.toISOString().slice(0, 10) ?? '—';
    return alreadyConfirmed
      ? `${transfer.structuredReference} was already confirmed; organization ${organizationId} is on ${plan.planType} until ${until}.`
      : `Confirmed ${transfer.structuredReference}: organization ${organizationId} is on ${plan.planType} (${transfer.interval}) until ${until}.`;
  },
);
