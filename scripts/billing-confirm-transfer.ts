import { AppError } from '@immodesk/platform/errors';
import { parseEuroToCents } from '@immodesk/sdk/euroInput';
import { runAdminCommand, UsageError } from './admin/adminServices';

const USAGE = 'npm run billing:confirm-transfer -- "+++123/4567/89002+++" --amount 19,00';

const euros = (cents: string | number | undefined) => (Number(cents) / 100).toFixed(2).replace('.', ',');

/** `--amount 19,00`, `--amount=19.00`: the euros received, in cents; a usage error when missing or unreadable. */
function amountCentsOf(args: string[]): number {
  const index = args.findIndex((arg) => arg === '--amount' || arg.startsWith('--amount='));
  const arg = args[index];
  const text = arg?.startsWith('--amount=') ? arg.slice('--amount='.length) : args[index + 1];
  if (index < 0 || !text) throw new UsageError('Give the amount received with --amount (euros, e.g. 19,00).');
  const cents = parseEuroToCents(text);
  if (!cents) throw new UsageError(`"${text}" is not an amount in euros (e.g. 19,00 or 19.00).`);
  return cents;
}

/** The refusals the provider must act on, said plainly (they exit 2 like a usage error). */
function explained(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.messageKey === 'billing.errors.transferAmountMismatch')
    return new UsageError(
      `Refused: € ${euros(error.params.receivedCents)} received, but this reference was offered for € ${euros(error.params.offeredCents)}. Nothing was confirmed.`,
    );
  if (error.messageKey === 'billing.errors.transferReferenceExpired')
    return new UsageError(
      `Refused: this reference was offered on ${error.params.offeredOn}, more than ${error.params.days} days ago. Nothing was confirmed; the organization can ask for a new one through checkout.`,
    );
  return error;
}

/**
 * `npm run billing:confirm-transfer -- <structured reference> --amount <euros>`: the transfer with this OGM arrived
 * on the provider's own account with this amount; the plan it pays for is activated (SPEC.md §4: within 24 hours).
 * An amount other than the one offered, or a reference offered more than 60 days ago, is refused. A landlord's
 * bank-statement import never does this: those are the landlord's own accounts.
 */
runAdminCommand(USAGE, async (services, args) => {
  const reference = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--amount');
  if (!reference) throw new UsageError('Name the structured reference of the transfer.');
  const amountCents = amountCentsOf(args);
  const { organizationId, transfer, alreadyConfirmed } = await services.billing
    .confirmBankTransfer({ reference, amountCents })
    .catch((error: unknown) => {
      throw explained(error);
    });
  const plan = await services.billing.getEffectivePlan(organizationId);
  const until = plan.currentPeriodEnd?.toISOString().slice(0, 10) ?? '—';
  return alreadyConfirmed
    ? `${transfer.structuredReference} was already confirmed; organization ${organizationId} is on ${plan.planType} until ${until}.`
    : `Confirmed ${transfer.structuredReference}: organization ${organizationId} is on ${plan.planType} (${transfer.interval}) until ${until}.`;
});
