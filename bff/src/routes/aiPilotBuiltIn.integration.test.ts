import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAiChatEvent, type TAiChatEvent } from '@immodesk/contracts/ai/chat.contract';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';

const ORIGIN = 'http://localhost:3000';
const money = (cents: number) =>
  new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

describe('AI Pilot with the built-in provider (no model)', () => {
  let testApp: TestApp;
  let agent: ReturnType<typeof request.agent>;
  let owner: Awaited<ReturnType<typeof createOwner>>;

  async function answer(message: string, language = 'nl'): Promise<TAiChatEvent[]> {
    const response = await agent
      .post('/api/ai/chat')
      .set('Origin', ORIGIN)
      .set('Accept-Language', language)
      .buffer(true)
      .parse((res, callback) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => callback(null, text));
      })
      .send({ message });
    expect(response.status).toBe(200);
    return String(response.body)
      .split('\n\n')
      .flatMap((block) => block.split('\n').filter((line) => line.startsWith('data: ')))
      .map((line) => ZAiChatEvent.parse(JSON.parse(line.slice(6))));
  }

  const finalAnswer = (events: TAiChatEvent[]) => {
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error(`no answer: ${JSON.stringify(done)}`);
    return done.answer;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock: fixedClock('2026-11-24T09:00:00Z') });
    owner = await createOwner(testApp.services);
    const stranger = await createOwner(testApp.services);
    agent = request.agent(testApp.callback);
    await agent
      .post('/api/auth/login')
      .set('Origin', ORIGIN)
      .send({ email: owner.email, password: owner.password });
    const { properties, contacts, finance } = testApp.services;
    const tenant = (context: typeof owner.context, firstName: string, lastName: string, propertyId: string) =>
      contacts.createTenant(context, {
        entityType: 'natural',
        firstName,
        lastName,
        companyName: null,
        vatNumber: null,
        email: null,
        phone: null,
        language: 'nl',
        status: 'active',
        propertyId,
        notes: null,
      });
    const kouter = await properties.createProperty(owner.context, {
      street: 'Kouter',
      houseNumber: '12',
      postalCode: '9000',
      city: 'Gent',
      country: 'BE',
      type: 'apartment',
    });
    const meir = await properties.createProperty(owner.context, {
      street: 'Meir',
      houseNumber: '3',
      postalCode: '2000',
      city: 'Antwerpen',
      country: 'BE',
      type: 'studio',
    });
    const sofie = await tenant(owner.context, 'Sofie', 'Claes', kouter.id);
    const marc = await tenant(owner.context, 'Marc', 'Janssens', meir.id);
    await finance.recordDueItem(owner.context, {
      propertyId: kouter.id,
      tenantId: sofie.id,
      period: '2026-10',
      dueDate: '2026-10-01',
      amountDueCents: 95000,
    });
    const partial = await finance.recordDueItem(owner.context, {
      propertyId: kouter.id,
      tenantId: sofie.id,
      period: '2026-11',
      dueDate: '2026-11-01',
      amountDueCents: 95000,
    });
    await finance.registerPayment(owner.context, { id: partial.id, paidCents: 40000, paidAt: '2026-11-03' });
    const paid = await finance.recordDueItem(owner.context, {
      propertyId: meir.id,
      tenantId: marc.id,
      period: '2026-10',
      dueDate: '2026-10-01',
      amountDueCents: 72050,
    });
    await finance.registerPayment(owner.context, { id: paid.id, paidCents: 72050, paidAt: '2026-10-02' });
    // Another organization's arrears never show.
    const elsewhere = await properties.createProperty(stranger.context, {
      street: 'Rue Neuve',
      houseNumber: '1',
      postalCode: '1000',
      city: 'Bruxelles',
      country: 'BE',
      type: 'studio',
    });
    const hidden = await tenant(stranger.context, 'Geheim', 'Vandenbroucke', elsewhere.id);
    await finance.recordDueItem(stranger.context, {
      propertyId: elsewhere.id,
      tenantId: hidden.id,
      period: '2026-10',
      dueDate: '2026-10-01',
      amountDueCents: 50000,
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('names the tenants behind on rent with what they owe, in Dutch', async () => {
    const events = await answer('Welke huurders zijn achter met betalen?');
    expect(events).toContainEqual({ type: 'tool', name: 'overdue_payments', status: 'done' });
    expect(finalAnswer(events)).toBe(
      `1 huurder is achter met betalen, samen ${money(150000)}:\n- Sofie Claes (Kouter 12, 9000 Gent): ${money(150000)} open sinds 1 oktober 2026`,
    );
  });

  it('adds up the rent received last month, in French, whatever the user’s language', async () => {
    expect(finalAnswer(await answer('Combien de loyer ai-je reçu le mois dernier ?'))).toBe(
      `Du 1 octobre 2026 au 31 octobre 2026, vous avez reçu ${money(72050)} de loyer (1 paiement).`,
    );
    expect(finalAnswer(await answer('How much rent did I receive this month?', 'nl'))).toContain(
      `you received ${money(40000)} in rent (1 payment)`,
    );
  });

  it('answers statistics for a period from the report, and says when no lease in force matches an indexation question', async () => {
    const report = (await agent.get('/api/reports?period=last_month')).body;
    const statistics = finalAnswer(await answer('Wat was mijn cashflow vorige maand?'));
    expect(statistics).toContain(
      `Van 1 oktober 2026 tot 31 oktober 2026: ontvangen huur ${money(report.metrics.receivedRentCents)}`,
    );
    expect(statistics).toContain(`netto cashflow ${money(report.metrics.netCashFlowCents)}`);
    expect(finalAnswer(await answer('Hoeveel mag ik de huur van Kouter 12 indexeren?'))).toBe(
      'Ik vind geen lopend contract voor "Kouter 12".',
    );
  });

  it('says which questions it can answer when it does not understand, in the user’s language', async () => {
    const help = finalAnswer(await answer('Wat is het weer morgen?'));
    expect(help).toMatch(/^Die vraag kan ik niet beantwoorden\./);
    expect(help).toContain('- Welke huurders zijn achter met betalen?');
  });

  it('drafts a reminder for a tenant named in the question, as a proposal that sends nothing', async () => {
    const events = await answer('Stel een betalingsherinnering op voor Sofie Claes');
    expect(events).toContainEqual({
      type: 'proposal',
      proposal: expect.objectContaining({
        kind: 'message',
        tenantName: 'Sofie Claes',
        subject: 'Herinnering: openstaande huur',
      }),
    });
    expect(finalAnswer(events)).toContain('het vertrekt pas als jij op Versturen klikt');
    expect((await agent.get('/api/messages')).body.total).toBe(0);
  });

  it('writes a property description from the property’s fields in the chosen language', async () => {
    const property = (await agent.get('/api/properties?q=Kouter')).body.items[0];
    const nl = await agent
      .post('/api/ai/property-description')
      .set('Origin', ORIGIN)
      .send({ propertyId: property.id, language: 'nl' });
    expect(nl.body.description).toMatch(/^Te huur: appartement, Kouter 12 in 9000 Gent\./);
    const fr = await agent
      .post('/api/ai/property-description')
      .set('Origin', ORIGIN)
      .send({ propertyId: property.id, language: 'fr' });
    expect(fr.body.description).toMatch(/^À louer : appartement, Kouter 12 à 9000 Gent\./);
  });
});
