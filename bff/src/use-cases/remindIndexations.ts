import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { FinanceApi } from '@immodesk/finance/financeApi';
import type { IndexationApi } from '@immodesk/finance/indexationApi';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { MessagingApi } from '@immodesk/messaging/messagingApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { Logger } from '@immodesk/platform/logger';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Mailer } from '@immodesk/platform/ports/mail/Mailer';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import type { ShellConfigSource } from '../shell/shellConfig';
import { JOB_CONTEXT } from './jobContext';
import { subjectOf } from './previewIndexation';
import { propertyAddress } from './propertyAddress';

export type IndexationRemindersDeps = {
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  contracts: Pick<ContractsApi, 'getContractsByIds' | 'listScheduledContracts'>;
  properties: Pick<PropertiesApi, 'listPortfolio'>;
  indexation: Pick<IndexationApi, 'claimIndexationReminders' | 'indexationReminderMail'>;
  finance: Pick<FinanceApi, 'getAutomationSettings'>;
  identity: Pick<IdentityApi, 'getCurrentUser' | 'listOrganizationMembers'>;
  messaging: Pick<MessagingApi, 'notify'>;
  mailer: Mailer;
  shellConfig: Pick<ShellConfigSource, 'branding'>;
};

const NOTICE_DATE = new Intl.DateTimeFormat('nl-BE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The `indexation-reminders` job: for every organization's active leases, one notification to each landlord when the
 * anniversary comes within 30 days or an indexation is still claimable, never twice for a lease and anniversary (the
 * indexation service claims each one); with Settings → automations → indexation reminders on, also a mail to each
 * landlord in their language. Answers how many reminders were given.
 */
export async function remindIndexations(deps: IndexationRemindersDeps): Promise<number> {
  const active = (await deps.contracts.listScheduledContracts(JOB_CONTEXT)).filter(
    (contract) => contract.status === 'active',
  );
  const byOrganization = new Map<string, string[]>();
  for (const contract of active)
    byOrganization.set(contract.organizationId, [
      ...(byOrganization.get(contract.organizationId) ?? []),
      contract.contractId,
    ]);
  const members = await deps.identity.listOrganizationMembers([...byOrganization.keys()]);
  const today = deps.clock.today();
  let given = 0;
  for (const [organizationId, contractIds] of byOrganization) {
    const context: RequestContext = { organizationId, userId: 'system' };
    try {
      // The leases and the whole portfolio (addresses and EPC labels) in one call each, never one per lease.
      const [contracts, portfolio] = await Promise.all([
        deps.contracts.getContractsByIds(context, contractIds),
        deps.properties.listPortfolio(context),
      ]);
      const contractById = new Map(contracts.map((contract) => [contract.id, contract]));
      const propertyById = new Map(portfolio.map((property) => [property.id, property]));
      const subjects = contracts.map((contract) =>
        subjectOf(contract, propertyById.get(contract.propertyId)?.epcLabel ?? null, today),
      );
      const claimed = await deps.indexation.claimIndexationReminders(context, subjects);
      if (claimed.length === 0) continue;
      const { indexationReminders } = await deps.finance.getAutomationSettings(context);
      const landlords = await Promise.all(
        members
          .filter((member) => member.organizationId === organizationId)
          .map((member) => deps.identity.getCurrentUser({ organizationId, userId: member.userId })),
      );
      for (const reminder of claimed) {
        const contract = contractById.get(reminder.contractId);
        const property = contract && propertyById.get(contract.propertyId);
        if (!contract || !property) continue;
        for (const landlord of landlords) {
          const address = propertyAddress(property, landlord.language);
          await deps.messaging.notify(
            { organizationId, userId: landlord.id },
            {
              type: 'info',
              titleKey: `notifications.indexation${reminder.kind === 'upcoming' ? 'Upcoming' : 'Claimable'}.title`,
              messageKey: `notifications.indexation${reminder.kind === 'upcoming' ? 'Upcoming' : 'Claimable'}.message`,
              params: {
                property: address,
                number: contract.contractNumber,
                date: NOTICE_DATE.format(new Date(`${reminder.anniversaryDate}T00:00:00Z`)),
              },
              actionLabelKey: 'notifications.actions.openContract',
              actionUrl: `/contracts/${contract.id}`,
              relatedEntityType: 'contract',
              relatedEntityId: contract.id,
            },
          );
          if (indexationReminders.enabled) {
            await deps.mailer.send(
              await deps.indexation.indexationReminderMail(context, {
                to: landlord.email,
                language: landlord.language,
                reminder,
                contractNumber: contract.contractNumber,
                propertyAddress: address,
                contractUrl: `${deps.publicUrl}/contracts/${contract.id}`,
                productName: deps.shellConfig.branding().productName,
              }),
            );
          }
        }
        given += 1;
      }
    } catch (error) {
      // One organization's failure (a deleted property, a store down) never stops the others' reminders.
      deps.logger.warn({ err: error, organizationId }, 'indexation reminders: this organization was skipped');
    }
  }
  return given;
}
