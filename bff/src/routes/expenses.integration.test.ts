import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZExpense } from '@immodesk/contracts/expenses/expense.contract';
import { ZListExpensesResponse } from '@immodesk/contracts/expenses/listExpenses.contract';
import { fixedClock } from '@immodesk/platform/ports/clock';
import type { TestApp } from '../testing/createTestApp';
import { BRUSSELS_STUDIO, createTestContractor, createTestProperty } from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe('/api/expenses', () => {
  let testApp: TestApp, owner: Owner, other: Owner, agent: SignedInAgent, stranger: SignedInAgent;
  let propertyId: string;
  let contractorId: string;
  let documentId: string;
  let foreign: { propertyId: string; contractorId: string; documentId: string };

  beforeAll(async () => {
    ({ testApp, owner, other, agent, stranger } = await givenTwoSignedInOwners({
      env: { PUBLIC_URL: ORIGIN },
      clock: fixedClock('2026-05-15T10:00:00Z'),
      otherLanguage: 'fr',
    }));
    propertyId = (await createTestProperty(testApp, owner.context)).id;
    contractorId = (
      await createTestContractor(testApp, owner.context, {
        companyName: 'Verwarming Claes',
        specialty: 'heating',
      })
    ).id;
    const upload = await agent
      .post('/api/documents')
      .field('type', 'invoice')
      .attach('file', PDF, 'Factuur ketelonderhoud.pdf');
    expect(upload.status).toBe(201);
    documentId = upload.body.id;
    const strangerUpload = await stranger
      .post('/api/documents')
      .field('type', 'invoice')
      .attach('file', PDF, 'Facture.pdf');
    foreign = {
      propertyId: (await createTestProperty(testApp, other.context, BRUSSELS_STUDIO)).id,
      contractorId: (
        await createTestContractor(testApp, other.context, { lastName: 'Dupont', specialty: 'painter' })
      ).id,
      documentId: strangerUpload.body.id,
    };
  });

  afterAll(() => testApp?.close());

  it('records, lists with filters and totals, changes and deletes an expense', async () => {
    const boiler = await agent.post('/api/expenses').send({
      propertyId,
      category: 'maintenance',
      amountCents: 18_150,
      date: '2026-03-10',
      contractorId,
      documentId,
      description: 'Jaarlijks onderhoud condensatieketel',
    });
    expect(boiler.status).toBe(201);
    expect(ZExpense.parse(boiler.body)).toMatchObject({
      propertyId,
      contractorId,
      documentId,
      amountCents: 18_150,
      recoverable: false,
    });
    const tax = await agent
      .post('/api/expenses')
      .send({ propertyId, category: 'property_tax', amountCents: 94_312, date: '2026-05-02' });
    const syndic = await agent
      .post('/api/expenses')
      .send({ propertyId, category: 'syndic', amountCents: 45_000, date: '2026-04-01', recoverable: true });
    expect([tax.status, syndic.status]).toEqual([201, 201]);

    const all = ZListExpensesResponse.parse((await agent.get('/api/expenses')).body);
    // Newest first; totals over every expense, the recoverable ones apart.
    expect(all.items.map((expense) => expense.category)).toEqual(['property_tax', 'syndic', 'maintenance']);
    expect(all.totals).toEqual({ amountCents: 157_462, recoverableCents: 45_000 });
    const spring = ZListExpensesResponse.parse(
      (await agent.get(`/api/expenses?propertyId=${propertyId}&from=2026-03-01&to=2026-04-30&pageSize=1`))
        .body,
    );
    expect(spring).toMatchObject({ total: 2, totals: { amountCents: 63_150, recoverableCents: 45_000 } });
    expect(spring.items).toHaveLength(1);
    expect(
      ZListExpensesResponse.parse((await agent.get('/api/expenses?category=syndic')).body).items.map(
        (expense) => expense.id,
      ),
    ).toEqual([syndic.body.id]);

    const changed = await agent
      .patch(`/api/expenses/${boiler.body.id}`)
      .send({ amountCents: 19_000, contractorId: null, recoverable: true });
    expect(changed.status).toBe(200);
    // A field left out keeps its value; null clears the contractor.
    expect(changed.body).toMatchObject({
      amountCents: 19_000,
      contractorId: null,
      documentId,
      recoverable: true,
      description: 'Jaarlijks onderhoud condensatieketel',
    });

    expect((await agent.delete(`/api/expenses/${tax.body.id}`)).status).toBe(204);
    expect((await agent.get(`/api/expenses/${tax.body.id}`)).status).toBe(404);
    expect(ZListExpensesResponse.parse((await agent.get('/api/expenses')).body).totals).toEqual({
      amountCents: 64_000,
      recoverableCents: 64_000,
    });
  });

  it('refuses an amount of zero and an impossible date', async () => {
    const response = await agent
      .post('/api/expenses')
      .send({ propertyId, category: 'repairs', amountCents: 0, date: '2026-02-30' });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details).sort()).toEqual(['amountCents', 'date']);
    const badDate = await agent
      .post('/api/expenses')
      .send({ propertyId, category: 'repairs', amountCents: 100, date: '2026-02-30' });
    expect(badDate.status).toBe(400);
    expect(Object.keys(badDate.body.details)).toEqual(['date']);
  });

  it('keeps every organization to its own expenses, properties, contractors and documents (404)', async () => {
    const mine = await agent
      .post('/api/expenses')
      .send({ propertyId, category: 'insurance', amountCents: 31_200, date: '2026-01-15' });
    expect(mine.status).toBe(201);
    expect((await stranger.get(`/api/expenses/${mine.body.id}`)).status).toBe(404);
    expect((await stranger.patch(`/api/expenses/${mine.body.id}`).send({ amountCents: 1 })).status).toBe(404);
    expect((await stranger.delete(`/api/expenses/${mine.body.id}`)).status).toBe(404);
    expect(ZListExpensesResponse.parse((await stranger.get('/api/expenses')).body).total).toBe(0);

    const base = { propertyId, category: 'repairs', amountCents: 5_000, date: '2026-05-01' };
    for (const body of [
      { ...base, propertyId: foreign.propertyId },
      { ...base, contractorId: foreign.contractorId },
      { ...base, documentId: foreign.documentId },
    ]) {
      expect((await agent.post('/api/expenses').send(body)).status).toBe(404);
    }
    expect(
      (await agent.patch(`/api/expenses/${mine.body.id}`).send({ documentId: foreign.documentId })).status,
    ).toBe(404);
    expect((await agent.get(`/api/expenses/${mine.body.id}`)).body.documentId).toBeNull();
  });

  it('goes with its property: counted in the delete impact, deleted with it', async () => {
    const property = await createTestProperty(testApp, owner.context, {
      street: 'Meir',
      houseNumber: '40',
      postalCode: '2000',
      city: 'Antwerpen',
      type: 'house',
    });
    await agent
      .post('/api/expenses')
      .send({ propertyId: property.id, category: 'utilities', amountCents: 7_500, date: '2026-05-03' });
    expect((await agent.get(`/api/properties/${property.id}/delete-impact`)).body.items).toContainEqual({
      kind: 'expenses',
      count: 1,
    });
    expect((await agent.delete(`/api/properties/${property.id}`)).status).toBe(204);
    expect(
      ZListExpensesResponse.parse((await agent.get(`/api/expenses?propertyId=${property.id}`)).body).total,
    ).toBe(0);
  });
});
