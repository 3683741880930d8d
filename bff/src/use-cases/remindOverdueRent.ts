import { tenantDisplayName } from '@immodesk/contracts/common/displayNames';
import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { ClaimedOverdueStep, FinanceApi } from '@immodesk/finance/financeApi';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { MessagingApi } from '@immodesk/messaging/messagingApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { Logger } from '@immodesk/platform/logger';
import type { OutboxMailer } from '@immodesk/platform/ports/mail/OutboxMailer';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import type { NotificationChannels } from '../notifications/notificationChannels';
import type { ShellConfigSource } from '../shell/shellConfig';
import { distinctIds } from './distinctIds';
import { JOB_CONTEXT } from './jobContext';
import { propertyAddress } from './propertyAddress';

export type OverdueRentDeps = {
  logger: Logger;
  finance: Pick<
    FinanceApi,
    | 'listPendingOverdueSteps'
    | 'claimOverdueSteps'
    | 'releaseOverdueSteps'
    | 'rentReminderMail'
    | 'recordReminderMail'
  >;
  identity: Pick<IdentityApi, 'listOrganizationMembers'>;
  messaging: Pick<MessagingApi, 'notify'>;
  notificationChannels: NotificationChannels;
  outbox: Pick<OutboxMailer, 'queue'>;
  shellConfig: Pick<ShellConfigSource, 'branding'>;
  properties: Pick<PropertiesApi, 'getPropertyAddresses'>;
  contacts: Pick<ContactsApi, 'getTenantsByIds'>;
  contracts: Pick<ContractsApi, 'getContractsByIds'>;
};

export type OverdueRun = { notifications: number; reminderMails: number };

/**
 * The `rent-overdue` job: for every overdue due item, one notification to each landlord of its organization (the
 * property and the days overdue), told by e-mail, push and SMS as each landlord's preferences say, and, when the organization has reminders on and the item is overdue for their
 * number of days, one reminder mail to the tenant in the tenant's language (through the outbox). Each step is
 * claimed first in the finance service (a unique key per item and step), so it never happens twice, also with two
 * instances; a reminder for a tenant without an e-mail address is given back and tried on the next run.
 */
export async function remindOverdueRent(deps: OverdueRentDeps): Promise<OverdueRun> {
  const pending = await deps.finance.listPendingOverdueSteps(JOB_CONTEXT);
  if (pending.length === 0) return { notifications: 0, reminderMails: 0 };
  const byOrganization = new Map<string, typeof pending>();
  for (const step of pending)
    byOrganization.set(step.organizationId, [...(byOrganization.get(step.organizationId) ?? []), step]);
  const members = await deps.identity.listOrganizationMembers([...byOrganization.keys()]);
  const run: OverdueRun = { notifications: 0, reminderMails: 0 };
  for (const [organizationId, steps] of byOrganization) {
    const context: RequestContext = { organizationId, userId: 'system' };
    const [addresses, tenants, contracts] = await Promise.all([
      deps.properties.getPropertyAddresses(context, distinctIds(steps.map((step) => step.propertyId))),
      deps.contacts.getTenantsByIds(context, distinctIds(steps.map((step) => step.tenantId))),
      deps.contracts.getContractsByIds(context, distinctIds(steps.map((step) => step.contractId))),
    ]);
    const tenantById = new Map(tenants.map((tenant) => [tenant.id, tenant]));
    const contractById = new Map(contracts.map((contract) => [contract.id, contract]));
    const addressById = new Map(addresses.map((address) => [address.id, address]));
    const addressOf = (step: ClaimedOverdueStep, language: 'nl' | 'fr' | 'en') => {
      const address = step.propertyId ? addressById.get(step.propertyId) : undefined;
      return address ? propertyAddress(address, language) : '';
    };
    // A reminder goes only to a tenant with an address: the others are not claimed, so adding one later still sends it.
    const actionable = steps.filter(
      (step) =>
        step.step !== 'reminder_mail' || Boolean(step.tenantId && tenantById.get(step.tenantId)?.email),
    );
    const claimed = await deps.finance.claimOverdueSteps(context, actionable);
    const landlords = members.filter((member) => member.organizationId === organizationId);
    for (const step of claimed) {
      try {
        if (step.step === 'overdue_notification') {
          for (const landlord of landlords) {
            const reader = { organizationId, userId: landlord.userId };
            const stored = await deps.messaging.notify(reader, {
              type: 'warning',
              titleKey: 'notifications.rentOverdue.title',
              messageKey: 'notifications.rentOverdue.message',
              params: { property: addressOf(step, 'nl'), days: step.daysOverdue, period: step.period },
              actionLabelKey: 'notifications.actions.openPayments',
              actionUrl: '/rent-payments?status=overdue',
              relatedEntityType: 'rent_payment',
              relatedEntityId: step.rentPaymentId,
            });
            await deps.notificationChannels.deliver(reader, {
              kind: 'rentOverdue',
              eventKey: `rentOverdue:${step.rentPaymentId}`,
              content: stored,
            });
          }
          run.notifications += 1;
        } else {
          const tenant = step.tenantId ? tenantById.get(step.tenantId) : undefined;
          if (!tenant?.email) continue;
          const mail = await deps.finance.rentReminderMail(context, {
            to: tenant.email,
            language: tenant.language,
            tenantName: tenantDisplayName(tenant).primary,
            propertyAddress: addressOf(step, tenant.language),
            period: step.period,
            dueDate: step.dueDate,
            amountDueCents: step.amountDueCents,
            outstandingCents: step.outstandingCents,
            structuredReference: contractById.get(step.contractId)?.structuredReference ?? null,
            productName: deps.shellConfig.branding().productName,
          });
          await deps.finance.recordReminderMail(context, {
            claimId: step.claimId,
            mailId: await deps.outbox.queue(mail),
          });
          run.reminderMails += 1;
        }
      } catch (error) {
        deps.logger.warn(
          { err: error, rentPaymentId: step.rentPaymentId, step: step.step },
          'rent overdue: step not carried out, tried again on the next run',
        );
        await deps.finance.releaseOverdueSteps(context, [step.claimId]);
      }
    }
  }
  return run;
}
