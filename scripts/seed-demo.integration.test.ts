import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, DATABASE_MODULES, type Services } from '@immodesk/bff/composition';
import { ZListDocumentsQuery } from '@immodesk/contracts/documents/listDocuments.contract';
import { ZListTasksQuery } from '@immodesk/contracts/tasks/listTasks.contract';
import { ZListRentPaymentsQuery } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { listIndexationOpportunities } from '@immodesk/bff/use-cases/listIndexationOpportunities';
import { ZListTenantsQuery } from '@immodesk/contracts/tenants/listTenants.contract';
import { loadConfig } from '@immodesk/platform/config';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import { getOnboarding } from '@immodesk/bff/use-cases/getOnboarding';
import { presentMessages } from '@immodesk/bff/presenters/presentMessages';
import { DEFAULT_DEMO_EMAIL, DEFAULT_DEMO_PASSWORD, seedDemo } from './demo/seedDemo';

/** Rows per table, without the migration bookkeeping. */
async function rowCounts(services: Services): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const metadata of services.dataSource.entityMetadatas) {
    counts[metadata.tableName] = await services.dataSource.getRepository(metadata.target).count();
  }
  return counts;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('demo seed', () => {
  let database: TestDatabase;
  let services: Services;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase(DATABASE_MODULES);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-seed-'));
    services = createServices(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
      database.dataSource,
      fixedClock('2026-03-15T09:00:00Z'),
    );
  });

  afterAll(async () => {
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates a complete demo organization that its owner can sign in to', async () => {
    const { context, counts } = await seedDemo(services, {
      email: DEFAULT_DEMO_EMAIL,
      password: DEFAULT_DEMO_PASSWORD,
    });
    expect(counts).toEqual({
      properties: 12,
      tenants: 12,
      contractors: 7,
      tasks: 8,
      rentPayments: 271,
      documents: 15,
      conversations: 2,
      notifications: 3,
      messages: 3,
      contracts: 8,
      expenses: 33,
    });
    const login = await services.identity.login({
      email: DEFAULT_DEMO_EMAIL,
      password: DEFAULT_DEMO_PASSWORD,
      userAgent: null,
      ip: null,
    });
    expect(login.context.organizationId).toBe(context.organizationId);
    expect((await services.identity.getCurrentUser(context)).organizationName).toBe('Demo Vastgoed');

    const properties = await services.properties.listProperties(context, { page: 1, pageSize: 50 });
    expect(properties.total).toBe(12);
    expect(new Set(properties.items.map((property) => property.postalCode.slice(0, 1)))).toEqual(
      new Set(['9', '2', '1', '4']),
    );
    expect(properties.items.every((property) => property.latitude !== null)).toBe(true);

    const tenants = await services.contacts.listTenants(context, ZListTenantsQuery.parse({}));
    expect(
      tenants.items.filter((tenant) => tenant.entityType === 'legal').map((tenant) => tenant.vatNumber),
    ).toEqual(['BE0456789133', 'BE0812345603']);
    expect(new Set(tenants.items.map((tenant) => tenant.language))).toEqual(new Set(['nl', 'fr']));

    // Two pages of the largest size: the leases signed on paper in 2019 and 2022 bring years of due items.
    const pageOfPayments = (page: number) =>
      services.finance.listRentPayments(
        context,
        ZListRentPaymentsQuery.parse({ pageSize: '200', page: String(page) }),
      );
    const firstPage = await pageOfPayments(1);
    const payments = {
      total: firstPage.total,
      items: [...firstPage.items, ...(await pageOfPayments(2)).items],
    };
    expect(payments.items).toHaveLength(payments.total);
    const statuses = new Set(payments.items.map((payment) => payment.status));
    // Rent comes only from the leases' schedules (issue 31): paid months, and De Zuidkant's overdue ones.
    expect(statuses).toEqual(new Set(['paid', 'overdue']));
    expect(
      payments.items.filter((payment) => payment.status === 'overdue' && payment.paidCents > 0),
    ).toHaveLength(1);
    // The Antwerp lease of the indexation demo started on 1 January 2021: its schedule is back-filled from then.
    const leases = (await services.contracts.listContracts(context, { page: 1, pageSize: 50 })).items;
    const antwerp = leases.find((contract) => contract.startsOn === '2021-01-01');
    const periodsOf = (contractId: string | undefined) =>
      payments.items
        .filter((payment) => payment.contractId === contractId)
        .map((payment) => payment.period)
        .sort();
    expect(periodsOf(antwerp?.id)[0]).toBe('2021-01');
    // Two leases signed on paper (Gentbrugge 2019, Liège 2022), paid through last month as opening balances;
    // this month's rent was paid on time, as a payment: none of their items is overdue.
    for (const [signedOn, firstPeriod] of [
      ['2019-08-20', '2019-09'],
      ['2022-05-12', '2022-06'],
    ] as const) {
      const paperLease = leases.find((contract) => contract.signedOn === signedOn);
      expect(paperLease).toMatchObject({ status: 'active', type: 'main_residence' });
      expect(periodsOf(paperLease?.id)[0]).toBe(firstPeriod);
      const items = payments.items.filter((payment) => payment.contractId === paperLease?.id);
      expect(
        new Set(
          items.map((item) => [item.period < '2026-03', item.status, item.settledAs ?? null].join(' ')),
        ),
      ).toEqual(new Set(['true paid opening_balance', 'false paid ']));
      const trail = await services.signing.listAuditEvents(context.organizationId, paperLease?.id ?? '');
      expect(trail.map((event) => event.type)).toEqual(['recorded_on_paper']);
    }
    // The Liège lease's two past indexations (June 2023 and June 2024): its rent is billed at each from its day on.
    const liege = leases.find((contract) => contract.signedOn === '2022-05-12');
    const liegeRents = payments.items
      .filter((payment) => payment.contractId === liege?.id)
      .sort((a, b) => a.period.localeCompare(b.period))
      .map((payment) => [payment.period, payment.rentCents]);
    expect(new Set(liegeRents.map(([, rentCents]) => rentCents))).toEqual(
      new Set([105_000, 109_200, 112_476]),
    );
    expect(liegeRents.find(([, rentCents]) => rentCents === 109_200)?.[0]).toBe('2023-06');
    expect(liegeRents.find(([, rentCents]) => rentCents === 112_476)?.[0]).toBe('2024-06');
    // More than one page of the payments list, and a partly paid item past its due date.
    expect(payments.total).toBeGreaterThan(50);
    expect(payments.items.some((payment) => payment.status === 'overdue' && payment.paidCents > 0)).toBe(
      true,
    );

    const documents = await services.documents.listDocuments(context, ZListDocumentsQuery.parse({}));
    expect(documents.items.map((document) => document.mimeType).sort()).toEqual([
      ...Array(14).fill('application/pdf'),
      'image/png',
    ]);
    const tasks = await services.properties.listTasks(context, ZListTasksQuery.parse({}));
    expect(tasks.items.find((task) => task.dueDate === '2026-03-15')).toMatchObject({
      title: 'Lekkende kraan badkamer herstellen',
      status: 'pending',
    });
    expect(tasks.items.filter((task) => task.status === 'overdue').map((task) => task.dueDate)).toEqual([
      '2026-03-10',
      '2026-03-14',
    ]);
    expect(tasks.items.filter((task) => task.propertyId === null)).toHaveLength(2);
    expect(tasks.items.filter((task) => task.contractorId !== null)).toHaveLength(3);
    const conversations = await services.ai.listConversations(context, { page: 1, pageSize: 50 });
    expect(conversations.items.map((conversation) => conversation.messageCount).sort()).toEqual([4, 4]);
    // AI Pilot's answers are its own (the built-in provider on the seeded data): De Zuidkant is behind, and gets a draft.
    const arrears = conversations.items.find((conversation) => conversation.title === 'Achterstallige huur');
    const { messages } = await services.ai.getConversation(context, arrears!.id);
    expect(messages[1]!.content).toMatch(
      /huurders? (is|zijn) achter met betalen, samen €\s[\d.]+,\d\d:\n.*Koffiebar De Zuidkant BV/s,
    );
    expect(messages[3]!.content).toBe(
      'Hier is een ontwerpbericht voor Koffiebar De Zuidkant BV. Lees het na en pas het aan: het vertrekt pas als jij op Versturen klikt.',
    );
    const notifications = await services.messaging.listNotifications(context, { page: 1, pageSize: 50 });
    // The indexation-reminders job: the Borgerhout shop, the Antwerp and the Ixelles leases and the two leases signed
    // on paper can be indexed (Korenlei was).
    const isIndexationReminder = (titleKey: string) => titleKey === 'notifications.indexationClaimable.title';
    expect(
      notifications.items.filter((notification) => isIndexationReminder(notification.titleKey)),
    ).toHaveLength(5);
    expect(
      notifications.items
        .map((notification) => notification.titleKey)
        .filter((titleKey) => !isIndexationReminder(titleKey)),
    ).toEqual([
      'notifications.rentOverdue.title',
      'notifications.rentOverdue.title',
      'notifications.twoFactorTip.title',
      'notifications.newDeviceSignIn.title',
      'notifications.welcome.title',
    ]);
    expect(await services.messaging.countUnreadNotifications(context)).toEqual({ count: 9 });
    // The leases' rent comes from their schedules: Korenlei's surplus carried to the next month, De Zuidkant half paid and unpaid.
    const leaseItems = payments.items
      .filter((payment) => payment.contractId !== null)
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    // Korenlei paid too much twice: four months ago (carried to the next month) and on its latest item (a credit).
    expect(leaseItems.filter((payment) => payment.notes?.startsWith('Te veel betaald'))).toHaveLength(2);
    expect(
      leaseItems.filter((payment) => payment.status === 'overdue').map((payment) => payment.paidCents > 0),
    ).toEqual([true, false]);
    expect(
      leaseItems.filter((payment) => payment.periodStart !== null && payment.rentCents === 117_389).length,
    ).toBeGreaterThan(0);
    expect((await services.identity.getNotificationPreferences(context)).rentOverdue).toEqual({
      email: true,
      sms: true,
      push: true,
    });
    expect(
      (await services.banking.listBankAccounts(context)).map((account) => [
        account.bankName,
        account.isPrimary,
      ]),
    ).toEqual([
      ['KBC Bank', true],
      ['Belfius', false],
    ]);
    // One imported statement: Julien Lambert's rent matched by his lease's OGM, a refund waiting in the queue.
    const bankLines = await services.statements.listBankLines(context, { page: 1, pageSize: 20 });
    expect(bankLines.items.map((line) => [line.status, line.counterpartyName, line.matchReason])).toEqual([
      ['unmatched', 'De Watergroep', null],
      ['matched', 'Julien Lambert', 'structured_reference'],
    ]);
    const contracts = await services.contracts.listContracts(context, { page: 1, pageSize: 50 });
    expect(
      contracts.items.map((contract) => [contract.region, contract.type, contract.status]).sort(),
    ).toEqual([
      ['brussels', 'main_residence', 'active'],
      ['brussels', 'main_residence', 'draft'],
      ['flanders', 'commercial_lease', 'active'],
      ['flanders', 'main_residence', 'active'],
      ['flanders', 'main_residence', 'active'],
      ['flanders', 'main_residence', 'active'],
      ['wallonia', 'main_residence', 'active'],
      ['wallonia', 'main_residence', 'active'],
    ]);
    expect(contracts.items.every((contract) => contract.warnings.length === 0)).toBe(true);
    expect(contracts.items.find((contract) => contract.signedOn === '2026-03-15')).toMatchObject({
      signedOn: '2026-03-15',
      registrationDeadline: '2026-05-15',
      language: 'fr',
    });
    expect(
      (await services.properties.listProperties(context, { page: 1, pageSize: 50, occupancy: 'rented' }))
        .total,
    ).toBe(7);
    const opportunities = await listIndexationOpportunities(services, context);
    expect(
      opportunities.items.map((item) => [item.rule, item.indexationDate, item.retroactiveMonths]),
    ).toEqual(
      expect.arrayContaining([
        ['flanders_correction_efg', '2026-01-01', 2],
        ['brussels_standard', '2026-01-01', 2],
      ]),
    );
    const onboarding = await getOnboarding(services, context);
    expect(onboarding.steps.filter((step) => !step.done).map((step) => step.id)).toEqual(['enableTwoFactor']);

    const history = await presentMessages(
      services,
      (await services.messaging.listMessages(context, { page: 1, pageSize: 50 })).items,
    );
    expect(
      history.map((message) => [
        message.subject,
        message.createdAt.slice(0, 10),
        message.recipients.map((recipient) => recipient.status),
      ]),
    ).toEqual([
      ['Lekkende kraan badkamer Korenlei 7', '2026-03-13', ['failed']],
      ['Votre bail signé – Rue Hors-Château 31', '2026-03-09', ['sent']],
      ['Jaarlijks onderhoud van de cv-ketel', '2026-03-03', ['sent']],
    ]);
    expect(history[0]?.recipients[0]?.failureReason).toBe('Throttling: Maximum sending rate exceeded.');
    expect(history[1]).toMatchObject({
      cc: ['comptabilite@demovastgoed.example.com'],
      attachments: [{ fileName: 'Bail Rue Hors-Château 31.pdf' }],
      recipients: [{ language: 'fr' }],
    });
  });

  it('gives the same data when run again, without duplicates or leftover files', async () => {
    const before = await rowCounts(services);
    const filesBefore = filesUnder(path.join(dataDir, 'files'));
    await seedDemo(services, { email: DEFAULT_DEMO_EMAIL, password: DEFAULT_DEMO_PASSWORD });
    const after = await rowCounts(services);
    // The first run's sign-in session and login history belonged to the removed demo organization; its mail-allowance
    // windows (rate_limits) are counters that expire with their hour or day.
    expect({ ...after, rate_limits: 0 }).toEqual({
      ...before,
      sessions: 0,
      login_history: 0,
      rate_limits: 0,
    });
    expect(after.organizations).toBe(1);
    expect(after.tenants).toBe(12);
    expect(after.rent_payments).toBe(271);
    // The three of the bell, the overdue job's notice for each of De Zuidkant's two overdue months and the
    // indexation-reminders job's five.
    expect(after.notifications).toBe(10);
    expect(after.notification_preferences).toBe(3);
    // The demo's eight tasks and the registration task of the lease signed this month.
    expect(after.tasks).toBe(9);
    expect(after.contracts).toBe(8);
    expect(after.messages).toBe(3);
    expect(filesUnder(path.join(dataDir, 'files'))).toHaveLength(filesBefore.length);
  });
});
