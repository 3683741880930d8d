import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import type { TestApp } from '../testing/createTestApp';
import { binary } from '../testing/binaryBody';
import { pdfText } from '../testing/pdfText';
import { givenDraftLease } from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';

type ListedItem = {
  id: string;
  dueDate: string;
  status: string;
  paidCents: number;
  amountDueCents: number;
  settledAs?: string | null;
};

/** Today in these tests: the shipped health index reaches 2025-12, so an indexation can be previewed. */
const TODAY = '2025-11-20';

/** A nine-year Brussels lease from 1 April 2021, in English, rent due on the 25th (this month's item is still to come). */
const BRUSSELS_LEASE = {
  property: { street: 'Rue Neuve', houseNumber: '1', postalCode: '1000', city: 'Bruxelles' },
  tenant: { language: 'en' as const },
  lease: {
    signedOn: '2021-03-01',
    startsOn: '2021-04-01',
    durationMonths: 108,
    rentCents: 80_000,
    chargesCents: 6_000,
    rentDueDay: 25,
  },
};

describe('POST /api/contracts/:id/record-signed (a lease signed on paper)', () => {
  let testApp: TestApp, owner: Owner, agent: SignedInAgent, stranger: SignedInAgent;
  beforeAll(async () => {
    ({ testApp, owner, agent, stranger } = await givenTwoSignedInOwners({
      clock: movableClock(`${TODAY}T09:00:00Z`),
    }));
  });
  afterAll(() => testApp?.close());

  const recordSigned = (who: SignedInAgent, contractId: string, body: object) =>
    who.post(`/api/contracts/${contractId}/record-signed`).send(body);

  it('records a Brussels lease of 2021 paid through today: active, its own date everywhere, nothing overdue', async () => {
    const { contract, property } = await givenDraftLease(testApp, owner, agent, BRUSSELS_LEASE);
    expect((await recordSigned(stranger, contract.id, { signedOn: '2021-03-10' })).status).toBe(404);

    const recorded = await recordSigned(agent, contract.id, { signedOn: '2021-03-10', paidThrough: TODAY });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body).toMatchObject({
      status: 'active',
      signedOn: '2021-03-10',
      registrationDeadline: '2021-05-10',
      registeredOn: null,
    });

    const pdf = await agent.get(`/api/contracts/${contract.id}/pdf`).buffer(true).parse(binary).expect(200);
    expect(pdfText(pdf.body as Buffer).replace(/\s+/g, ' ')).toContain('10 March 2021');

    const preview = await agent.get(`/api/contracts/${contract.id}/indexation/preview`).expect(200);
    expect(preview.body).toMatchObject({ region: 'brussels', baseIndexMonth: '2021-02' });

    const list = await agent.get(`/api/rent-payments?contractId=${contract.id}&pageSize=200`).expect(200);
    const items = list.body.items as ListedItem[];
    const past = items.filter((item) => item.dueDate <= TODAY);
    const later = items.filter((item) => item.dueDate > TODAY);
    expect(past).toHaveLength(55); // April 2021 up to October 2025
    for (const item of past)
      expect(item).toMatchObject({
        status: 'paid',
        paidCents: item.amountDueCents,
        settledAs: 'opening_balance',
      });
    expect(items.some((item) => item.status === 'overdue')).toBe(false);
    expect(later.length).toBeGreaterThan(0);
    for (const item of later)
      expect(item).toMatchObject({ status: 'pending', paidCents: 0, settledAs: null });

    // Clearing an opening balance makes the item owe again, no longer marked as one.
    const [first] = past;
    const cleared = await agent.delete(`/api/rent-payments/${first?.id}`).expect(200);
    expect(cleared.body).toMatchObject({ status: 'overdue', paidCents: 0, settledAs: null });

    const signing = await agent.get(`/api/contracts/${contract.id}/signing`).expect(200);
    const events = (signing.body.auditTrail as { type: string; actor: string }[]).map((event) => event.type);
    expect(events).toContain('recorded_on_paper');
    expect(events).not.toContain('signed');
    expect(events).not.toContain('completed');

    // No overdue "register within two months" from 2021: one task to check the registration, due today.
    const tasks = await agent.get(`/api/tasks?propertyId=${property.id}`).expect(200);
    expect(tasks.body.items).toHaveLength(1);
    expect(tasks.body.items[0]).toMatchObject({ dueDate: TODAY, completed: false });
    expect(tasks.body.items[0].title).toContain(contract.contractNumber);

    expect((await recordSigned(agent, contract.id, { signedOn: '2021-03-10' })).status).toBe(409);
  });

  it('adds no registration task when the registration is recorded, and refuses dates in the future', async () => {
    const { contract, property } = await givenDraftLease(testApp, owner, agent, BRUSSELS_LEASE);
    const future = await recordSigned(agent, contract.id, { signedOn: '2026-01-10' });
    expect(future.status).toBe(400);
    expect(future.body.details).toMatchObject({ signedOn: expect.any(String) });
    expect(
      (await recordSigned(agent, contract.id, { signedOn: '2021-03-10', paidThrough: '2026-01-01' })).status,
    ).toBe(400);

    // Past indexations after the lease's start, each after the one before: a refused one leaves the draft as it was.
    const indexed = await recordSigned(agent, contract.id, {
      signedOn: '2021-03-10',
      indexations: [
        { indexedOn: '2021-03-20', newRentCents: 84_000 },
        { indexedOn: '2023-04-01', newRentCents: 88_000 },
        { indexedOn: '2022-04-01', newRentCents: 86_000 },
      ],
    });
    expect(indexed.status).toBe(400);
    // Before the start (the first), not after the one before (the third): the second is fine.
    expect(indexed.body.details).toEqual({
      'indexations.0.indexedOn': expect.any(String),
      'indexations.2.indexedOn': expect.any(String),
    });
    expect((await agent.get(`/api/contracts/${contract.id}`).expect(200)).body.status).toBe('draft');
    const recorded = await recordSigned(agent, contract.id, {
      signedOn: '2021-03-10',
      registeredOn: '2021-04-02',
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body).toMatchObject({ status: 'active', registeredOn: '2021-04-02' });
    const tasks = await agent.get(`/api/tasks?propertyId=${property.id}`).expect(200);
    expect(tasks.body.items).toHaveLength(0);
    // Without paidThrough the past items are open, as for any lease.
    const list = await agent.get(`/api/rent-payments?contractId=${contract.id}&status=overdue&pageSize=200`);
    expect(list.body.total).toBe(55);
  });

  it('records past indexations: in the history as recorded, billed from their date, the next one still computed', async () => {
    const { contract } = await givenDraftLease(testApp, owner, agent, BRUSSELS_LEASE);
    const recorded = await recordSigned(agent, contract.id, {
      signedOn: '2021-03-10',
      indexations: [
        { indexedOn: '2022-04-01', newRentCents: 84_000 },
        { indexedOn: '2023-04-01', newRentCents: 88_000 },
      ],
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);

    const history = await agent.get(`/api/contracts/${contract.id}/indexations`).expect(200);
    type Revision = { kind: string; indexationDate: string; oldRentCents: number; newRentCents: number };
    // Newest first, as recorded: the day, the rent before and after (the finance tests own the whole shape).
    expect(
      (history.body.items as Revision[]).map((item) => [
        item.kind,
        item.indexationDate,
        item.oldRentCents,
        item.newRentCents,
      ]),
    ).toEqual([
      ['recorded', '2023-04-01', 84_000, 88_000],
      ['recorded', '2022-04-01', 80_000, 84_000],
    ]);
    expect(history.body.items[0]).not.toHaveProperty('baseIndex');
    const again = await recordSigned(agent, contract.id, {
      signedOn: '2021-03-10',
      indexations: [{ indexedOn: '2024-04-01', newRentCents: 95_000 }],
    });
    expect(again.status).toBe(409);
    expect((await agent.get(`/api/contracts/${contract.id}/indexations`)).body).toEqual(history.body);

    const list = await agent.get(`/api/rent-payments?contractId=${contract.id}&pageSize=200`).expect(200);
    const items = list.body.items as (ListedItem & { rentCents: number })[];
    const rentOn = (dueDate: string) => items.find((item) => item.dueDate === dueDate)?.rentCents;
    expect(rentOn('2022-03-25')).toBe(80_000);
    expect(rentOn('2022-04-25')).toBe(84_000);
    expect(rentOn('2023-03-25')).toBe(84_000);
    for (const item of items.filter((entry) => entry.dueDate >= '2023-04-01'))
      expect(item.rentCents).toBe(88_000);

    // The next indexation is computed from the base rent, with the latest recorded rent as the rent paid before.
    const preview = await agent.get(`/api/contracts/${contract.id}/indexation/preview`).expect(200);
    expect(preview.body).toMatchObject({
      indexationDate: '2025-04-01',
      baseRentCents: 80_000,
      baseIndexMonth: '2021-02',
      oldRentCents: 88_000,
    });

    // A recorded indexation has no letter to send.
    const letter = await agent.post(
      `/api/contracts/${contract.id}/indexations/${history.body.items[0].id}/email`,
    );
    expect(letter.status).toBe(422);
  });

  it('links the scan only when it is a rental agreement of the organization', async () => {
    const { contract } = await givenDraftLease(testApp, owner, agent, BRUSSELS_LEASE);
    const unknown = await recordSigned(agent, contract.id, {
      signedOn: '2021-03-10',
      documentId: '00000000-0000-4000-8000-00000000dead',
    });
    expect(unknown.status).toBe(404);
    expect((await agent.get(`/api/contracts/${contract.id}`).expect(200)).body.status).toBe('draft');
  });
});
