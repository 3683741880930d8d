import type { TMessage } from '@immodesk/contracts/messages/message';
import type { TContractor } from '@immodesk/contracts/contractors/listContractors.contract';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';

type TRecipient = TMessage['recipients'][number];

/** Koen Willems of Willems Sanitair, the contractor of these tests: what they change of the sdk's testContractor. */
export const WILLEMS_SANITAIR = {
  firstName: 'Koen',
  lastName: 'Willems',
  companyName: 'Willems Sanitair',
  hourlyRateCents: 5500,
} as const satisfies Partial<TContractor>;

/** The tenant (the sdk's testTenant, Camille Dubois) as a recipient of a message, sent once; a test overrides the delivery it is about. */
export function tenantRecipient(
  tenant: Pick<TTenant, 'id' | 'email'>,
  overrides: Partial<TRecipient> = {},
): TRecipient {
  return {
    id: 'r1',
    kind: 'tenant',
    contactId: tenant.id,
    name: 'Camille Dubois',
    email: tenant.email ?? '',
    isDeletedContact: false,
    language: 'fr',
    status: 'sent',
    failureReason: null,
    sentAt: null,
    sendCount: 1,
    ...overrides,
  };
}

/** A typed address (no contact) as a recipient of a message. */
export function addressRecipient(email: string, overrides: Partial<TRecipient> = {}): TRecipient {
  return {
    id: 'r2',
    kind: 'email',
    contactId: null,
    name: null,
    email,
    isDeletedContact: false,
    language: 'nl',
    status: 'sent',
    failureReason: null,
    sentAt: null,
    sendCount: 1,
    ...overrides,
  };
}

/** A tenant deleted since the message was sent: no contact, no name, no address. */
export function deletedContactRecipient(overrides: Partial<TRecipient> = {}): TRecipient {
  return {
    id: 'r3',
    kind: 'tenant',
    contactId: null,
    name: null,
    email: '',
    isDeletedContact: true,
    language: 'nl',
    status: 'sent',
    failureReason: null,
    sentAt: null,
    sendCount: 1,
    ...overrides,
  };
}
