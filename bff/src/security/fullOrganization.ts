import sharp from 'sharp';
import { expect } from 'vitest';
import { ZPropertyInformation } from '@immodesk/contracts/properties/propertyInformation.contract';
import { createInProcessContractsApi } from '@immodesk/contracts-service/contractsApi';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { writeCodaStatement } from '@immodesk/test-fixtures/bankStatements';
import type { TestApp } from '../testing/createTestApp';
import {
  createTestContractor,
  createTestProperty,
  givenDraftLease,
  givenSignedLease,
} from '../testing/portfolio';
import type { Owner, SignedInAgent } from '../testing/signedInAgent';

/** The kinds of object a route names by id in its path; each maps to the ids one organization owns. */
export type IdKind =
  | 'property'
  | 'photo'
  | 'tenant'
  | 'contractor'
  | 'contract'
  | 'indexation'
  | 'document'
  | 'task'
  | 'message'
  | 'expense'
  | 'dueItem'
  | 'bankAccount'
  | 'statementLine'
  | 'notification'
  | 'aiConversation'
  | 'session'
  | 'linkedIdentity'
  | 'checkoutSession'
  | 'rentRollImport';

export type OrganizationIds = Record<IdKind, string[]>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

type Created = { status: number; body: { id?: string } & Record<string, unknown> };

function idOf(response: Created, what: string): string {
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  const id = response.body.id;
  if (typeof id !== 'string') throw new Error(`${what} answered no id`);
  return id;
}

/** A lease signed in 2024 that is running now, so it can be indexed (as indexation.integration.test does). */
async function runningLease(testApp: TestApp, owner: Owner, tenantId: string, street: string) {
  const { services } = testApp;
  const property = await createTestProperty(testApp, owner.context, { street, houseNumber: '7' });
  await services.properties.putPropertyInformation(owner.context, {
    idOrUrlCode: property.id,
    information: ZPropertyInformation.parse({ energyCertificate: { label: 'A' } }),
  });
  const draft = await services.contracts.createContract(owner.context, {
    propertyId: property.id,
    tenantIds: [tenantId],
    type: 'main_residence',
    signedOn: '2024-12-01',
    startsOn: '2025-01-01',
    durationMonths: 108,
    rentCents: 80_000,
    chargesCents: 0,
    chargesKind: 'provision',
    paymentFrequency: 'monthly',
    rentDueDay: 1,
    deposit: null,
    propertyPostalCode: '9000',
    language: 'nl',
  });
  const thatDay = createInProcessContractsApi(services.dataSource, fixedClock('2024-12-01T10:00:00Z'));
  await thatDay.markSent(owner.context, { id: draft.id });
  await thatDay.markSigned(owner.context, { id: draft.id });
  await services.contracts.advanceContract(owner.context, { id: draft.id });
  return { property, contractId: draft.id };
}

/**
 * Gives `owner`'s organization one or more of every kind of object the API names by id, through the API where a
 * route creates it (as a user would) and through the services otherwise; answers the ids by kind.
 */
export async function givenFullOrganization(
  testApp: TestApp,
  owner: Owner,
  agent: SignedInAgent,
  options: { iban: string; street: string; startCheckout?: () => Promise<string> },
): Promise<OrganizationIds & { shareTokens: string[] }> {
  const { services } = testApp;
  // Each organization on its own street: a property's url code is unique per organization only.
  const property = { street: options.street };
  const draft = await givenDraftLease(testApp, owner, agent, {
    property,
    tenant: { email: `draft.${owner.context.organizationId.slice(0, 8)}@example.be` },
  });
  const sent = await givenDraftLease(testApp, owner, agent, { property });
  await services.contracts.markSent(owner.context, { id: sent.contract.id });
  const signed = await givenSignedLease(testApp, owner, agent, { property });
  const running = await runningLease(testApp, owner, signed.tenant.id, options.street);
  const dueItem = await services.finance.recordDueItem(owner.context, {
    propertyId: signed.property.id,
    period: '2026-02',
    dueDate: '2026-02-01',
    amountDueCents: 86_000,
  });
  const indexation = await agent
    .post(`/api/contracts/${running.contractId}/indexations`)
    .send({ date: services.clock.today() });
  const shared = await agent.post(`/api/contracts/${draft.contract.id}/share`);
  expect(shared.status, JSON.stringify(shared.body)).toBe(200);
  const shareToken = new URL(shared.body.shareUrl as string).pathname.split('/').pop() as string;

  const photoBytes = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  const photo = await agent
    .post(`/api/properties/${draft.property.id}/photos`)
    .attach('file', photoBytes, 'gevel.png');
  const document = await agent
    .post('/api/documents')
    .field('type', 'other')
    .field('propertyId', draft.property.id)
    .attach('file', PDF, 'plan.pdf');
  const contractor = await createTestContractor(testApp, owner.context);
  const task = await agent.post('/api/tasks').send({
    title: 'Boiler nakijken',
    priority: 'medium',
    propertyId: draft.property.id,
    contractorId: contractor.id,
  });
  const message = await agent
    .post('/api/messages')
    .send({ recipients: ['huurder@example.be'], subject: 'Huur', html: '<p>Beste</p>' });
  const expense = await agent.post('/api/expenses').send({
    propertyId: draft.property.id,
    category: 'maintenance',
    amountCents: 18_150,
    date: '2026-03-10',
    contractorId: contractor.id,
  });
  const account = await agent
    .post('/api/bank-accounts')
    .send({ iban: options.iban, bankName: 'KBC', accountHolder: 'Immo Peeters BV' });
  const statement = writeCodaStatement({
    accountIban: options.iban,
    lines: [
      {
        amountCents: 86_000,
        bookingDate: '2026-03-02',
        counterpartyName: 'Luc Dubois',
        communication: 'huur',
      },
    ],
  });
  const imported = await agent
    .post('/api/bank-statements')
    .attach('file', Buffer.from(statement, 'latin1'), 'afschrift.cod');
  expect(imported.status, JSON.stringify(imported.body)).toBeLessThan(300);
  const lines = await agent.get('/api/bank-statement-lines?status=unmatched');
  const notification = await services.messaging.notify(owner.context, {
    type: 'info',
    titleKey: 'notifications.passwordChanged.title',
    messageKey: 'notifications.passwordChanged.message',
  });
  const conversation = await services.ai.createConversation(owner.context, { title: 'Huurindexatie' });
  await services.identity.linkProviderIdentity(owner.context, 'google', `sub-${owner.context.userId}`);
  const sessions = await agent.get('/api/user/sessions');
  const rentRoll = await agent
    .post('/api/imports/rent-roll')
    .attach(
      'file',
      Buffer.from('street;house_number;postal_code;city;property_type\nVeldstraat;12;9000;Gent;apartment\n'),
      'huurlijst.csv',
    );

  return {
    property: [draft.property.id, draft.property.urlCode, sent.property.id, signed.property.id],
    photo: [idOf(photo, 'photo')],
    tenant: [draft.tenant.id, signed.tenant.id],
    contractor: [contractor.id],
    contract: [draft.contract.id, sent.contract.id, signed.contract.id, running.contractId],
    indexation: [idOf(indexation, 'indexation')],
    document: [idOf(document, 'document')],
    task: [idOf(task, 'task')],
    message: [idOf(message, 'message')],
    expense: [idOf(expense, 'expense')],
    dueItem: [dueItem.id],
    bankAccount: [idOf(account, 'bank account')],
    statementLine: (lines.body.items as { id: string }[]).map((line) => line.id),
    notification: [notification.id],
    aiConversation: [conversation.id],
    session: (sessions.body.items as { id: string }[]).map((session) => session.id),
    linkedIdentity: (await services.identity.listLinkedIdentities(owner.context)).map((linked) => linked.id),
    checkoutSession: options.startCheckout ? [await options.startCheckout()] : [],
    rentRollImport: [idOf(rentRoll, 'rent-roll preview')],
    shareTokens: [shareToken],
  };
}
