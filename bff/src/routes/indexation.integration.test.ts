import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '@immodesk/platform/context';
import { createInProcessContractsApi } from '@immodesk/contracts-service/contractsApi';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { ZPropertyInformation } from '@immodesk/contracts/properties/propertyInformation.contract';
import { createOwner, type TestApp } from '../testing/createTestApp';
import { createTestProperty, createTestTenant } from '../testing/portfolio';
import { givenSignedInOwner, givenTwoSignedInOwners } from '../testing/signedInAgent';
import type { Owner, SignedInAgent } from '../testing/signedInAgent';
import { pdfText } from '../testing/pdfText';
import { generateRentSchedules } from '../use-cases/generateRentSchedules';
import { remindIndexations } from '../use-cases/remindIndexations';
import { updateHealthIndex } from '../use-cases/updateHealthIndex';
import { createLogger } from '@immodesk/platform/logger';

const ORIGIN = 'http://localhost:3000';

/** The first day of the month after `date` (YYYY-MM-DD): when a lease signed that day starts. */
function firstOfNextMonth(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, month ?? 0, 1)).toISOString().slice(0, 10);
}

describe('rent indexation', () => {
  let testApp: TestApp, owner: Owner, agent: SignedInAgent, stranger: SignedInAgent;
  beforeAll(async () => {
    ({ testApp, owner, agent, stranger } = await givenTwoSignedInOwners({
      env: { PUBLIC_URL: ORIGIN },
      clock: fixedClock('2025-11-20T09:00:00Z'),
    }));
  });
  afterAll(() => testApp?.close());

  /** POST an indexation of the lease as of `date`, as `who`. */
  const indexAsOf = (who: SignedInAgent, contractId: string, date: string) =>
    who.post(`/api/contracts/${contractId}/indexations`).send({ date });

  /**
   * A lease on a property in `postalCode`, signed on `signedOn` and running from the first of the next month, of
   * `rentCents` (€800 unless said), on a property with EPC `label` (A unless said), for `context`'s organization (the
   * owner's unless said).
   */
  async function runningLease(
    lease: {
      postalCode: string;
      signedOn: string;
      rentCents?: number;
      label?: string;
      tenantLanguage?: 'nl' | 'fr' | 'en';
      tenantEmail?: string;
    },
    context: RequestContext = owner.context,
  ) {
    const { services } = testApp;
    const property = await createTestProperty(testApp, context, {
      houseNumber: '7',
      postalCode: lease.postalCode,
      city: 'Stad',
    });
    await services.properties.putPropertyInformation(context, {
      idOrUrlCode: property.id,
      information: ZPropertyInformation.parse({ energyCertificate: { label: lease.label ?? 'A' } }),
    });
    const tenant = await createTestTenant(testApp, context, {
      firstName: 'Sofie',
      lastName: 'Claes',
      email: lease.tenantEmail ?? 'sofie@example.be',
      language: lease.tenantLanguage ?? 'nl',
    });
    const draft = await services.contracts.createContract(context, {
      propertyId: property.id,
      tenantIds: [tenant.id],
      type: 'main_residence',
      signedOn: lease.signedOn,
      startsOn: firstOfNextMonth(lease.signedOn),
      durationMonths: 108,
      rentCents: lease.rentCents ?? 80_000,
      chargesCents: 0,
      chargesKind: 'provision',
      paymentFrequency: 'monthly',
      rentDueDay: 1,
      deposit: null,
      propertyPostalCode: lease.postalCode,
      language: 'nl',
    });
    const thatDay = createInProcessContractsApi(
      services.dataSource,
      fixedClock(`${lease.signedOn}T10:00:00Z`),
    );
    await thatDay.markSent(context, { id: draft.id });
    await thatDay.markSigned(context, { id: draft.id });
    return services.contracts.advanceContract(context, { id: draft.id });
  }

  it('serves the shipped health index, base 2013 = 100', async () => {
    const response = await agent.get('/api/health-index').expect(200);
    expect(response.body.base).toBe('2013=100');
    expect(response.body.months).toHaveLength(132);
    expect(response.body.months[0]).toEqual({ month: '2015-01', value: 100.61 });
    expect(response.body.months.at(-1)).toEqual({ month: '2025-12', value: 136.69 });
  });

  it('previews, applies once per lease year and lists a Flemish indexation; another organization gets 404', async () => {
    const contract = await runningLease({ postalCode: '9000', signedOn: '2019-05-01', rentCents: 90_000 });
    const preview = await agent.get(`/api/contracts/${contract.id}/indexation/preview`).expect(200);
    expect(preview.body).toMatchObject({
      requestDate: '2025-11-20',
      indexationDate: '2025-06-01',
      region: 'flanders',
      rule: 'flanders_standard',
      baseIndexMonth: '2019-05',
      baseIndex: 108.89,
      newIndexMonth: '2025-05',
      oldRentCents: 90_000,
      retroactiveMonths: 3,
      retroactiveFromMonth: '2025-08',
    });
    expect(preview.body.retroactiveAmountCents).toBe(3 * preview.body.increaseCents);

    expect((await stranger.get(`/api/contracts/${contract.id}/indexation/preview`)).status).toBe(404);
    expect((await indexAsOf(stranger, contract.id, '2025-11-20')).status).toBe(404);
    expect((await stranger.get(`/api/contracts/${contract.id}/indexations`)).status).toBe(404);

    const applied = await indexAsOf(agent, contract.id, '2025-11-20').expect(201);
    expect(applied.body).toMatchObject({
      newRentCents: preview.body.newRentCents,
      increaseCents: preview.body.increaseCents,
      letterSentAt: null,
    });
    const again = await indexAsOf(agent, contract.id, '2025-11-20');
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('2026-06-01');
    const history = await agent.get(`/api/contracts/${contract.id}/indexations`).expect(200);
    expect(history.body.items.map((item: { id: string }) => item.id)).toEqual([applied.body.id]);
  });

  it('refuses a request date in the future and a lease before its first anniversary', async () => {
    const contract = await runningLease({ postalCode: '1050', signedOn: '2025-01-10' });
    expect((await agent.get(`/api/contracts/${contract.id}/indexation/preview?date=2025-19-40`)).status).toBe(
      400,
    );
    const early = await agent.get(`/api/contracts/${contract.id}/indexation/preview?date=2025-11-20`);
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('business_rule');
    const older = await runningLease({ postalCode: '1050', signedOn: '2021-05-20' });
    expect((await indexAsOf(agent, older.id, '2025-12-01')).status).toBe(422);
  });

  it('lists the active leases that can be indexed today, with the amount', async () => {
    const { owner: fresh, agent: freshAgent } = await givenSignedInOwner(testApp);
    const walloon = await runningLease({ postalCode: '4000', signedOn: '2021-12-15' }, fresh.context);
    await runningLease({ postalCode: '4000', signedOn: '2025-03-01' }, fresh.context);
    const response = await freshAgent.get('/api/indexation/opportunities').expect(200);
    expect(response.body.activeContracts).toBe(2);
    expect(response.body.items).toHaveLength(1);
    expect(response.body.items[0]).toMatchObject({
      contractId: walloon.id,
      indexationDate: '2025-01-01',
      rule: 'wallonia_standard',
      retroactiveMonths: 3,
    });
    expect(response.body.items[0].increaseCents).toBeGreaterThan(0);
  });

  it('mails the tenant a PDF letter with the calculation in the tenant’s language and records it', async () => {
    const contract = await runningLease({
      postalCode: '5000',
      signedOn: '2023-12-05',
      rentCents: 72_000,
      tenantLanguage: 'fr',
      tenantEmail: 'camille.letter@example.be',
    });
    const applied = await indexAsOf(agent, contract.id, '2025-01-10').expect(201);
    expect(applied.body).toMatchObject({ rule: 'wallonia_standard', newRentCents: 74_901 });
    expect(
      (await stranger.post(`/api/contracts/${contract.id}/indexations/${applied.body.id}/email`)).status,
    ).toBe(404);
    const sent = await agent
      .post(`/api/contracts/${contract.id}/indexations/${applied.body.id}/email`)
      .expect(200);
    expect(sent.body.letterSentAt).not.toBeNull();
    expect(sent.body.letterDocumentId).not.toBeNull();
    const [mail] = await testApp.services.outbox.listForRecipients(['camille.letter@example.be']);
    expect(mail?.subject).toMatch(/^Indexation du loyer – /);
    expect(mail?.text).toMatch(/Loyer de base: 720,00\s€/);
    expect(mail?.text).toMatch(/Nouveau loyer: 749,01\s€/);
    expect(mail?.text).toContain('art. 26 du décret wallon du 15 mars 2018');
    const letter = await agent
      .get(`/api/documents/${sent.body.letterDocumentId}/download`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    const text = pdfText(letter.body as Buffer).replace(/\s+/g, ' ');
    expect(text).toContain('Indexation du loyer');
    expect(text).toMatch(/Nouveau loyer 749,01\s€/);
    expect(text).toMatch(/Indice de départ \(indice santé novembre 2023, base 2013 = [\d,\s]*100\)/);
    expect(text).toContain('128,55');
    expect(text).toContain('133,73');
  });

  it('gives the new rent only to the unpaid due items from the new rent date on', async () => {
    const contract = await runningLease({ postalCode: '9000', signedOn: '2024-09-01', rentCents: 80_000 });
    const { finance } = testApp.services;
    await generateRentSchedules(testApp.services);
    const items = async () =>
      (await finance.listRentPayments(owner.context, { page: 1, pageSize: 200, contractId: contract.id }))
        .items;
    const october = (await items()).find((item) => item.period === '2025-10');
    expect(october).toBeDefined();
    await finance.registerPayment(owner.context, {
      id: october?.id ?? '',
      paidCents: october?.amountDueCents ?? 0,
      paidAt: '2025-09-29',
    });

    const monthlyRent = async () =>
      (await agent.get('/api/dashboard').expect(200)).body.totals.monthlyRentCents as number;
    const rentBefore = await monthlyRent();
    const applied = await indexAsOf(agent, contract.id, '2025-10-15').expect(201);
    expect(applied.body).toMatchObject({ indexationDate: '2025-10-01', newRentFrom: '2025-10-01' });
    // The dashboard's monthly rent counts the indexed rent, not the rent the lease was signed at.
    expect(await monthlyRent()).toBe(rentBefore + applied.body.newRentCents - 80_000);
    const rentOf = async (period: string) =>
      (await items()).find((item) => item.period === period)?.rentCents;
    expect(await rentOf('2025-09')).toBe(80_000);
    expect(await rentOf('2025-10')).toBe(80_000);
    expect(await rentOf('2025-11')).toBe(applied.body.newRentCents);
    expect(applied.body.newRentCents).toBeGreaterThan(80_000);
  });

  it('reminds each landlord once per lease and anniversary, by mail too when the automation is on', async () => {
    const landlord = await createOwner(testApp.services);
    await runningLease({ postalCode: '9000', signedOn: '2020-11-10' }, landlord.context);
    await testApp.services.finance.putAutomationSettings(landlord.context, {
      rentRequests: { enabled: false, daysBeforeDue: 7 },
      reminders: { enabled: false, afterDays: 10 },
      indexationReminders: { enabled: true },
    });
    const deps = { ...testApp.services, logger: createLogger({ level: 'silent' }) };
    expect(await remindIndexations(deps)).toBeGreaterThanOrEqual(1);
    await remindIndexations(deps);
    const notices = (
      await testApp.services.messaging.listNotifications(landlord.context, { page: 1, pageSize: 50 })
    ).items.filter((notice) => notice.titleKey === 'notifications.indexationUpcoming.title');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      actionUrl: expect.stringMatching(/^\/contracts\//),
      params: { date: '01/12/2025' },
    });
    const mails = await testApp.services.outbox.listForRecipients([landlord.email]);
    expect(mails.filter((mail) => mail.kind === 'indexation_reminder').map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Indexering van de huurprijs – Kouter 7, 9000 Stad$/),
    ]);
  });

  it('imports new health index months only when they continue the series plausibly', async () => {
    const { indexation } = testApp.services;
    await expect(indexation.importHealthIndex([{ month: '2026-02', value: 137 }])).rejects.toMatchObject({
      code: 'validation_error',
    });
    await expect(indexation.importHealthIndex([{ month: '2025-12', value: 136.7 }])).rejects.toMatchObject({
      code: 'validation_error',
    });
    await expect(indexation.importHealthIndex([{ month: '2026-01', value: 150 }])).rejects.toMatchObject({
      code: 'validation_error',
    });
    expect(
      await indexation.importHealthIndex([
        { month: '2025-12', value: 136.69 },
        { month: '2026-01', value: 137.1 },
      ]),
    ).toEqual([{ month: '2026-01', value: 137.1 }]);
    expect((await agent.get('/api/health-index')).body.months.at(-1)).toEqual({
      month: '2026-01',
      value: 137.1,
    });
  });

  it('the daily health-index job logs a source it cannot read and changes nothing', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString('utf8')), done()),
      }),
    );
    const before = (await agent.get('/api/health-index').expect(200)).body;
    expect(before.latestMonth).toBe(before.months.at(-1).month);
    const update = await updateHealthIndex({
      ...testApp.services,
      logger,
      source: path.join(os.tmpdir(), 'no-such-health-index-file.txt'),
    });
    expect(update.outcome).toBe('failed');
    expect((await agent.get('/api/health-index')).body).toEqual(before);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 40, msg: 'health index: update failed, nothing changed' }),
    ]);
  });
});
