import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZBankStatementLineResponse,
  ZListBankStatementLinesResponse,
  type TBankStatementLine,
} from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import { ZListRentPaymentsResponse } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { createLogger } from '@immodesk/platform/logger';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { writeCamt053Statement, type StatementFileLine } from '@immodesk/test-fixtures/bankStatements';
import type { TestApp } from '../testing/createTestApp';
import { givenSignedLease } from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';
import { generateRentSchedules } from '../use-cases/generateRentSchedules';
import { remindOverdueRent } from '../use-cases/remindOverdueRent';

const ACCOUNT = 'BE68539007547034';
/** The tenant of the studio (€ 690 a month), the story. */
const STUDIO_IBAN = 'BE71096123456769';
/** The tenant of the flat (€ 720 a month). */
const FLAT_IBAN = 'BE72000000001616';

describe('issue 31: matching that asks when unsure, undo and reassign, no reminder while a credit waits', () => {
  const clock = movableClock('2026-11-28T09:00:00Z');
  let testApp: TestApp;
  let owner: Owner;
  let agent: SignedInAgent;
  let stranger: SignedInAgent;
  const leases = { studio: '', flat: '' };
  let studioLineId = '';

  const upload = (lines: StatementFileLine[]) =>
    agent
      .post('/api/bank-statements')
      .attach('file', Buffer.from(writeCamt053Statement({ accountIban: ACCOUNT, lines }), 'utf8'), 's.xml')
      .expect(200);
  const items = async (contractId: string) =>
    ZListRentPaymentsResponse.parse(
      (await agent.get(`/api/rent-payments?contractId=${contractId}`).expect(200)).body,
    ).items.map((item) => [item.period, item.paidCents, item.status]);
  const itemId = async (contractId: string, period: string) =>
    ZListRentPaymentsResponse.parse(
      (await agent.get(`/api/rent-payments?contractId=${contractId}`).expect(200)).body,
    ).items.find((item) => item.period === period)?.id ?? '';
  const queue = async (status: string) =>
    ZListBankStatementLinesResponse.parse(
      (await agent.get(`/api/bank-statement-lines?status=${status}`).expect(200)).body,
    ).items;
  const runOverdueJob = () =>
    remindOverdueRent({ ...testApp.services, logger: createLogger({ level: 'silent' }) });
  /** The reminder mails to a tenant still waiting in the outbox (not sent by the delivery job yet). */
  const queuedReminders = async (to: string) =>
    (await testApp.services.outbox.listForMailbox(500)).filter(
      (mail) => mail.to === to && mail.status === 'pending' && mail.kind === 'rent_reminder',
    );
  const overdueNotifications = async () =>
    ((await agent.get('/api/notifications').expect(200)).body.items as { message: string }[]).filter(
      (notification) => notification.message.includes('achterstallig'),
    );
  const unassign = async (id: string) =>
    ZBankStatementLineResponse.parse(
      (await agent.post(`/api/bank-statement-lines/${id}/unassign`).expect(200)).body,
    );
  const assign = async (id: string, rentPaymentId: string, amountCents: number) =>
    ZBankStatementLineResponse.parse(
      (
        await agent
          .post(`/api/bank-statement-lines/${id}/assign`)
          .send({ allocations: [{ rentPaymentId, amountCents }] })
          .expect(200)
      ).body,
    );

  beforeAll(async () => {
    ({ testApp, owner, agent, stranger } = await givenTwoSignedInOwners({ clock }));
    await agent
      .put('/api/settings/automations')
      .send({
        rentRequests: { enabled: true, daysBeforeDue: 7 },
        reminders: { enabled: true, afterDays: 10 },
        indexationReminders: { enabled: true },
      })
      .expect(200);
    const lease = async (houseNumber: string, email: string, rentCents: number) => {
      const signed = await givenSignedLease(testApp, owner, agent, {
        property: { houseNumber, bus: null },
        tenant: { email, language: 'nl' },
        lease: { signedOn: '2026-09-15', startsOn: '2026-10-01', rentCents, chargesCents: 4_000 },
      });
      return signed.contract;
    };
    const studio = await lease('3', 'sofie@example.be', 65_000);
    const flat = await lease('5', 'jan@example.be', 68_000);
    leases.studio = studio.id;
    leases.flat = flat.id;
    await generateRentSchedules(testApp.services);
    // October paid with the lease's OGM: each tenant's account becomes known for the lease.
    await upload([
      {
        amountCents: 69_000,
        bookingDate: '2026-10-02',
        counterpartyName: 'Sofie Claes',
        counterpartyIban: STUDIO_IBAN,
        structuredReference: studio.structuredReference,
      },
      {
        amountCents: 72_000,
        bookingDate: '2026-10-02',
        counterpartyName: 'Jan Peeters',
        counterpartyIban: FLAT_IBAN,
        structuredReference: flat.structuredReference,
      },
    ]);
    // Two signed leases, their schedules and a first statement: on MariaDB on a shared machine, over a minute.
  }, 240_000);

  afterAll(async () => {
    await testApp?.close();
  });

  it('keeps a credit without period from the known account under "to confirm" while two equal items are open: nothing booked, no reminder', async () => {
    expect(await items(leases.flat)).toEqual([
      ['2026-12', 0, 'pending'],
      ['2026-11', 0, 'overdue'],
      ['2026-10', 72_000, 'paid'],
    ]);
    const summary = await upload([
      {
        amountCents: 72_000,
        bookingDate: '2026-11-27',
        counterpartyName: 'Jan Peeters',
        counterpartyIban: FLAT_IBAN,
        communication: 'huur appartement',
      },
    ]);
    expect(summary.body).toMatchObject({ imported: 1, matched: 0, candidates: 1 });
    expect(summary.body).not.toHaveProperty('settledDueItemIds');
    expect(await items(leases.flat)).toEqual([
      ['2026-12', 0, 'pending'],
      ['2026-11', 0, 'overdue'],
      ['2026-10', 72_000, 'paid'],
    ]);
    const [line] = await queue('candidate');
    expect(
      line?.candidates.map((candidate) => [candidate.period, candidate.reason, candidate.periodNamed]),
    ).toEqual([
      ['2026-11', 'iban_and_amount', false],
      ['2026-12', 'iban_and_amount', false],
    ]);

    // The hourly job: the studio's November is late (a notification and a reminder); the flat's waits for the landlord.
    expect(await runOverdueJob()).toEqual({ notifications: 1, reminderMails: 1 });
    expect(await queuedReminders('jan@example.be')).toEqual([]);
    expect(await queuedReminders('sofie@example.be')).toHaveLength(1);
    expect(await overdueNotifications()).toHaveLength(1);

    // One click on the first candidate books November.
    const confirmed = await assign(line?.id ?? '', line?.candidates[0]?.rentPaymentId ?? '', 72_000);
    expect(confirmed).toMatchObject({
      status: 'matched',
      allocations: [{ period: '2026-11', amountCents: 72_000 }],
    });
    expect(await items(leases.flat)).toEqual([
      ['2026-12', 0, 'pending'],
      ['2026-11', 72_000, 'paid'],
      ['2026-10', 72_000, 'paid'],
    ]);
  });

  it('books "huur november studio" from the known account on November although December is open for the same amount, and cancels November\'s queued reminder', async () => {
    const summary = await upload([
      {
        amountCents: 69_000,
        bookingDate: '2026-11-28',
        counterpartyName: 'Sofie Claes',
        counterpartyIban: STUDIO_IBAN,
        communication: 'huur november studio',
      },
    ]);
    expect(summary.body).toMatchObject({ imported: 1, matched: 1, candidates: 0 });
    expect(await items(leases.studio)).toEqual([
      ['2026-12', 0, 'pending'],
      ['2026-11', 69_000, 'paid'],
      ['2026-10', 69_000, 'paid'],
    ]);
    const line = (await queue('matched')).find((matched) => matched.communication === 'huur november studio');
    expect(line).toMatchObject({
      matchReason: 'iban_amount_and_period',
      allocations: [{ period: '2026-11', amountCents: 69_000 }],
    });
    studioLineId = line?.id ?? '';
    expect(await queuedReminders('sofie@example.be')).toEqual([]);
  });

  it('undoes a match: the item owes again at once, the undo is audited, the line waits with its candidates and no reminder goes out', async () => {
    expect((await stranger.post(`/api/bank-statement-lines/${studioLineId}/unassign`)).status).toBe(404);
    const undone: TBankStatementLine = await unassign(studioLineId);
    expect(undone).toMatchObject({
      status: 'candidate',
      matchReason: null,
      allocations: [],
      undoneMatches: [
        {
          undoneAt: '2026-11-28T09:00:00.000Z',
          undoneBy: owner.context.userId,
          allocations: [{ period: '2026-11', amountCents: 69_000 }],
        },
      ],
    });
    expect(undone.candidates.map((candidate) => [candidate.period, candidate.periodNamed])).toEqual([
      ['2026-11', true],
      ['2026-12', false],
    ]);
    expect(await items(leases.studio)).toEqual([
      ['2026-12', 0, 'pending'],
      ['2026-11', 0, 'overdue'],
      ['2026-10', 69_000, 'paid'],
    ]);
    const again = await agent
      .post(`/api/bank-statement-lines/${studioLineId}/unassign`)
      .set('Accept-Language', 'en');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This bank line is not assigned: there is nothing to undo.');
    // November's reminder was cancelled with the match; while the credit waits, it is not mailed again.
    expect(await runOverdueJob()).toEqual({ notifications: 0, reminderMails: 0 });
    expect(await queuedReminders('sofie@example.be')).toEqual([]);
  });

  it('reassigns a line to another item: statuses follow at once and a reminder queued for the item it now pays is cancelled', async () => {
    const december = await itemId(leases.studio, '2026-12');
    const november = await itemId(leases.studio, '2026-11');
    // Put on December by mistake: November is late again and its reminder is queued.
    await assign(studioLineId, december, 69_000);
    expect(await runOverdueJob()).toEqual({ notifications: 0, reminderMails: 1 });
    expect(await queuedReminders('sofie@example.be')).toHaveLength(1);

    await unassign(studioLineId);
    const reassigned = await assign(studioLineId, november, 69_000);
    expect(reassigned).toMatchObject({
      status: 'matched',
      allocations: [{ period: '2026-11', amountCents: 69_000 }],
      undoneMatches: [
        { allocations: [{ period: '2026-11' }] },
        { allocations: [{ period: '2026-12', amountCents: 69_000 }] },
      ],
    });
    expect(await items(leases.studio)).toEqual([
      ['2026-12', 0, 'pending'],
      ['2026-11', 69_000, 'paid'],
      ['2026-10', 69_000, 'paid'],
    ]);
    expect(await queuedReminders('sofie@example.be')).toEqual([]);
  });
});
