import type { FinanceApi } from '@immodesk/finance/financeApi';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import type { NotificationChannels } from '../notifications/notificationChannels';
import { distinctIds } from './distinctIds';
import { JOB_CONTEXT } from './jobContext';
import { propertyAddress } from './propertyAddress';

export type RentReceivedDeps = {
  clock: Clock;
  finance: Pick<FinanceApi, 'listRecentlyPaidItems'>;
  identity: Pick<IdentityApi, 'listOrganizationMembers'>;
  properties: Pick<PropertiesApi, 'getPropertyAddresses'>;
  notificationChannels: NotificationChannels;
};

/**
 * How far back a run looks: today and the two days before, so a run missed (a restart, a statement imported
 * late in the evening) is caught up, while a first run never mails about payments of weeks ago.
 */
const LOOK_BACK_DAYS = 2;

/**
 * The `rent-received` job (issue 31): every due item paid in full told to each landlord of its organization by
 * e-mail, push and SMS as their preferences say, once per channel (the delivery claims make reruns harmless).
 * The bell already shows these notices, derived in the browser from the payments (decision 2026-11-23), so no
 * stored notification is added.
 */
export async function notifyRentReceived(deps: RentReceivedDeps): Promise<{ items: number }> {
  const items = await deps.finance.listRecentlyPaidItems(JOB_CONTEXT, {
    today: deps.clock.today(),
    lookBackDays: LOOK_BACK_DAYS,
  });
  if (items.length === 0) return { items: 0 };
  const byOrganization = new Map<string, typeof items>();
  for (const item of items)
    byOrganization.set(item.organizationId, [...(byOrganization.get(item.organizationId) ?? []), item]);
  const members = await deps.identity.listOrganizationMembers([...byOrganization.keys()]);
  for (const [organizationId, paid] of byOrganization) {
    const context: RequestContext = { organizationId, userId: 'system' };
    const addresses = await deps.properties.getPropertyAddresses(
      context,
      distinctIds(paid.map((item) => item.propertyId)),
    );
    const addressById = new Map(addresses.map((address) => [address.id, address]));
    for (const member of members.filter((candidate) => candidate.organizationId === organizationId)) {
      for (const item of paid) {
        const address = item.propertyId ? addressById.get(item.propertyId) : undefined;
        await deps.notificationChannels.deliver(
          { organizationId, userId: member.userId },
          {
            kind: 'rentReceived',
            eventKey: `rentReceived:${item.rentPaymentId}`,
            content: {
              titleKey: 'notifications.rentReceived.title',
              messageKey: 'notifications.rentReceived.message',
              params: { property: address ? propertyAddress(address, 'nl') : '', period: item.period },
              actionLabelKey: 'notifications.actions.openPayments',
              actionUrl: '/rent-payments?status=paid',
            },
          },
        );
      }
    }
  }
  return { items: items.length };
}
