import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetDashboardResponse } from '@immodesk/contracts/dashboard/getDashboard.contract';
import {
  ZListRentPaymentsQuery,
  ZListRentPaymentsResponse,
} from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { createLogger } from '@immodesk/platform/logger';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import type { TestApp } from '../testing/createTestApp';
import { givenSignedLease } from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';
import { generateRentSchedules } from '../use-cases/generateRentSchedules';
import { sendDueRentRequests } from '../use-cases/sendDueRentRequests';

/** Two organizations, leases and a PDF on MariaDB on a busy machine take longer than the default hook timeout. */
const SETUP_TIMEOUT_MS = 240_000;

describe('a signed lease that starts later: its first due item and rent request by the lead time', () => {
  // Thursday 26 November 2026; rent requests on (the default), 7 days before the due date.
  const clock = movableClock('2026-11-26T09:00:00Z');
  let testApp: TestApp, owner: Owner, agent: SignedInAgent;

  beforeAll(async () => {
    ({ testApp, owner, agent } = await givenTwoSignedInOwners({ clock }));
    await agent
      .post('/api/bank-accounts')
      .send({ iban: 'BE68 5390 0754 7034', bankName: 'KBC', accountHolder: 'Immo Peeters BV' })
      .expect(201);
  }, SETUP_TIMEOUT_MS);

  afterAll(() => testApp?.close());

  const itemsOf = async (contractId: string) =>
    ZListRentPaymentsResponse.parse(
      (await agent.get(`/api/rent-payments?contractId=${contractId}`).expect(200)).body,
    ).items;

  it('gives a lease starting next week its first item after the rent-schedule job, counted on the dashboard and requested', async () => {
    const { contract } = await givenSignedLease(testApp, owner, agent, {
      tenant: { firstName: 'Eva', lastName: 'Maes', email: 'eva.maes@example.be', language: 'nl' },
      lease: { signedOn: '2026-11-20', startsOn: '2026-12-03', rentCents: 70_000, chargesCents: 5_000 },
    });
    await generateRentSchedules(testApp.services);
    const items = await itemsOf(contract.id);
    // December pro rata from the 3rd (29 of 31 days), due on its first day.
    expect(items).toEqual([
      expect.objectContaining({
        period: '2026-12',
        dueDate: '2026-12-03',
        rentCents: Math.round((70_000 * 29) / 31),
        status: 'pending',
      }),
    ]);

    const dashboard = ZGetDashboardResponse.parse((await agent.get('/api/dashboard').expect(200)).body);
    expect(dashboard.upcomingPayments).toEqual([
      expect.objectContaining({ contractId: contract.id, dueDate: '2026-12-03', tenantName: 'Eva Maes' }),
    ]);

    expect(
      await sendDueRentRequests({ ...testApp.services, logger: createLogger({ level: 'silent' }) }),
    ).toEqual({ sent: 1 });
    const request = (await testApp.services.outbox.list()).find(
      (mail) => mail.to === 'eva.maes@example.be' && mail.subject.startsWith('Huurverzoek december 2026'),
    );
    expect(request?.text).toContain('uiterlijk op 3 december 2026');
  });

  it('leaves a lease starting in two months without items until its first due date comes within the lead', async () => {
    const { contract } = await givenSignedLease(testApp, owner, agent, {
      tenant: { firstName: 'Jan', lastName: 'Peeters', language: 'nl' },
      lease: { signedOn: '2026-11-20', startsOn: '2027-02-01' },
    });
    await generateRentSchedules(testApp.services);
    expect(await itemsOf(contract.id)).toEqual([]);
    // Two months on (the session has long expired: read through the finance service).
    clock.set('2027-01-26T09:00:00Z');
    await generateRentSchedules(testApp.services);
    const later = await testApp.services.finance.listRentPayments(
      owner.context,
      ZListRentPaymentsQuery.parse({ contractId: contract.id }),
    );
    expect(later.items.map((item) => [item.period, item.dueDate])).toEqual([['2027-02', '2027-02-01']]);
  });
});
