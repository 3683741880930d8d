import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListRentPaymentsResponse } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { createLogger } from '@immodesk/platform/logger';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { ZOutboxResponse } from './dev';
import type { TestApp } from '../testing/createTestApp';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';
import { givenSignedLease } from '../testing/portfolio';
import { remindOverdueRent } from '../use-cases/remindOverdueRent';

const ORIGIN = 'http://localhost:3000';

describe('rent payments over HTTP: schedule, list, register, delete, settings, overdue job', () => {
  const clock = movableClock('2026-03-16T09:00:00Z');
  let testApp: TestApp;
  let owner: Owner;
  let agent: SignedInAgent;
  let stranger: SignedInAgent;
  let contractId: string;
  let propertyId: string;
  let tenantId: string;

  beforeAll(async () => {
    ({ testApp, owner, agent, stranger } = await givenTwoSignedInOwners({
      env: { PUBLIC_URL: ORIGIN },
      clock,
    }));
    const lease = await givenSignedLease(testApp, owner, agent, {
      property: { street: 'Rue Haute', houseNumber: '40', bus: '2', postalCode: '4000', city: 'Liège' },
      tenant: { email: 'luc.dubois@example.be' },
      lease: { signedOn: '2025-12-15', startsOn: '2026-01-01' },
    });
    contractId = lease.contract.id;
    propertyId = lease.property.id;
    tenantId = lease.tenant.id;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  /** POST /api/rent-payments by `who`, answered in English. */
  const register = (who: SignedInAgent, body: object) =>
    who.post('/api/rent-payments').set('Accept-Language', 'en').send(body);
  const list = async (search = '') =>
    ZListRentPaymentsResponse.parse((await agent.get(`/api/rent-payments${search}`).expect(200)).body);

  it('lists the generated schedule with contract number, address and tenant names, filtered by property, tenant and period', async () => {
    const all = await list();
    expect(all.items.map((item) => item.period)).toEqual(['2026-03', '2026-02', '2026-01']);
    expect(all.items[0]).toMatchObject({
      contractId,
      propertyId,
      rentCents: 80_000,
      chargesCents: 6_000,
      amountDueCents: 86_000,
      contractNumber: expect.any(String),
      propertyAddress: 'Rue Haute 40 bus 2, 4000 Liège',
      tenantNames: ['Luc Dubois'],
    });
    expect((await list(`?propertyId=${propertyId}&period=2026-02`)).items.map((item) => item.period)).toEqual(
      ['2026-02'],
    );
    expect((await list(`?tenantId=${tenantId}`)).total).toBe(3);
    expect(
      ZListRentPaymentsResponse.parse((await stranger.get('/api/rent-payments').expect(200)).body).total,
    ).toBe(0);
  });

  it('registers a partial payment by contract and period, deletes it, and answers 404 to another organization', async () => {
    const partial = await agent
      .post('/api/rent-payments')
      .send({ contractId, period: '2026-03', paidCents: 50_000, paidAt: '2026-03-16' });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ status: 'overdue', paidCents: 50_000, amountDueCents: 86_000 });
    const foreign = await register(stranger, {
      contractId,
      period: '2026-03',
      paidCents: 1,
      paidAt: '2026-03-16',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(
      'This rent item does not exist (any more): choose a contract and a period for which rent is due.',
    );
    expect((await stranger.delete(`/api/rent-payments/${partial.body.id}`)).status).toBe(404);
    const cleared = await agent.delete(`/api/rent-payments/${partial.body.id}`).expect(200);
    expect(cleared.body).toMatchObject({ paidCents: 0, paidAt: null, status: 'overdue' });
    const partialAgain = await agent
      .patch(`/api/rent-payments/${partial.body.id}`)
      .send({ paidCents: 100_000, paidAt: '2026-03-16' })
      .expect(200);
    // Overpaid: the item is paid, the surplus (€ 140,00) waits as credit for April's item.
    expect(partialAgain.body).toMatchObject({ status: 'paid', paidCents: 86_000 });
    await agent.delete(`/api/rent-payments/${partial.body.id}`).expect(200);
    const missing = await register(agent, { contractId, paidCents: 1, paidAt: '2026-03-16' });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toHaveProperty('period');
  });

  it('refuses a zero payment with 400 validation_error, as the form does, and leaves the item as it was', async () => {
    const zero = await register(agent, { contractId, period: '2026-03', paidCents: 0, paidAt: '2026-03-16' });
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({ code: 'validation_error', details: { paidCents: expect.any(String) } });
    const march = ZListRentPaymentsResponse.parse(
      (await agent.get(`/api/rent-payments?propertyId=${propertyId}&period=2026-03`).expect(200)).body,
    ).items[0];
    expect(march).toMatchObject({ paidCents: 0, paidAt: null });
    const zeroById = await agent
      .patch(`/api/rent-payments/${march!.id}`)
      .send({ paidCents: 0, paidAt: '2026-03-16' });
    expect(zeroById.status).toBe(400);
    expect(zeroById.body.code).toBe('validation_error');
  });

  it('refuses a payment above 12 times the amount due with a translated 400, and leaves the item as it was', async () => {
    const huge = await register(agent, {
      contractId,
      period: '2026-03',
      paidCents: 12 * 86_000 + 1,
      paidAt: '2026-03-16',
    });
    expect(huge.status).toBe(400);
    expect(huge.body).toEqual({
      code: 'validation_error',
      message: 'A payment is at most 12 times the amount due of this rent: check the amount.',
      details: { paidCents: 'At most 12 times the amount due.' },
    });
    const march = ZListRentPaymentsResponse.parse(
      (await agent.get(`/api/rent-payments?propertyId=${propertyId}&period=2026-03`).expect(200)).body,
    ).items[0];
    expect(march).toMatchObject({ paidCents: 0, paidAt: null });
  });

  it('answers the settings defaults, saves them per organization, and refuses values outside the lists', async () => {
    expect((await agent.get('/api/settings/invoicing').expect(200)).body).toEqual({
      prefix: 'INV-',
      template: 'standard',
      paymentTermsDays: 14,
    });
    await agent
      .put('/api/settings/accounting')
      .send({ period: 'fiscal', fiscalYearStartMonth: 4, currency: 'EUR' })
      .expect(200);
    expect((await agent.get('/api/settings/accounting').expect(200)).body).toEqual({
      period: 'fiscal',
      fiscalYearStartMonth: 4,
      currency: 'EUR',
    });
    expect((await stranger.get('/api/settings/accounting').expect(200)).body).toEqual({
      period: 'calendar',
      fiscalYearStartMonth: 1,
      currency: 'EUR',
    });
    const invalid = await agent
      .put('/api/settings/invoicing')
      .set('Accept-Language', 'en')
      .send({ prefix: 'F', template: 'fancy', paymentTermsDays: 5 });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      code: 'validation_error',
      details: { template: expect.any(String), paymentTermsDays: expect.any(String) },
    });
    const automations = {
      rentRequests: { enabled: false, daysBeforeDue: 5 },
      reminders: { enabled: true, afterDays: 10 },
      indexationReminders: { enabled: true },
    };
    expect((await agent.put('/api/settings/automations').send(automations).expect(200)).body).toEqual(
      automations,
    );
  });

  it('notifies the landlord once per overdue item and mails the tenant a French reminder once, after the set days', async () => {
    const jobs = { ...testApp.services, logger: createLogger({ level: 'silent' }) };
    const first = await remindOverdueRent(jobs);
    // January, February and March are overdue; the reminder (after 10 days) for January and February, March is 15 days past due too.
    expect(first).toEqual({ notifications: 3, reminderMails: 3 });
    expect(await remindOverdueRent(jobs)).toEqual({ notifications: 0, reminderMails: 0 });
    const outbox = ZOutboxResponse.parse((await request(testApp.callback).get('/api/dev/outbox')).body).items;
    const reminders = outbox.filter((mail) => mail.to === 'luc.dubois@example.be');
    expect(reminders).toHaveLength(3);
    expect(reminders.map((mail) => mail.subject).sort()).toEqual(
      ['février', 'janvier', 'mars']
        .map((month) => `Rappel : loyer ${month} 2026 pour Rue Haute 40 boîte 2, 4000 Liège`)
        .sort(),
    );
    expect(reminders[0]?.text).toContain('860,00');
    const notifications = (await agent.get('/api/notifications').expect(200)).body.items as {
      title: string;
      message: string;
    }[];
    const overdue = notifications.filter((notification) =>
      notification.title.startsWith('Huur achterstallig'),
    );
    expect(overdue).toHaveLength(3);
    expect(overdue.map((notification) => notification.message).join(' ')).toContain(
      'Dagen achterstallig: 74',
    );
  });

  it('ends the schedule at once when the lease is terminated: later items go, the last month is cut to its days', async () => {
    await agent
      .post(`/api/contracts/${contractId}/terminate`)
      .send({ date: '2026-02-15', reason: 'tenant_moved_out' })
      .expect(200);
    const items = (await list(`?contractId=${contractId}`)).items;
    expect(items.map((item) => [item.period, item.periodEnd, item.rentCents])).toEqual([
      ['2026-02', '2026-02-15', Math.round((80_000 * 15) / 28)],
      ['2026-01', '2026-01-31', 80_000],
    ]);
  });
});
