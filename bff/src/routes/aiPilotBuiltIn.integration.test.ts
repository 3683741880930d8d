import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAiChatEvent, type TAiChatEvent } from '@immodesk/contracts/ai/chat.contract';
import { fixedClock } from '@immodesk/platform/ports/clock';
import type { RequestContext } from '@immodesk/platform/context';
import { streamedText } from '../testing/binaryBody';
import type { TestApp } from '../testing/createTestApp';
import { BRUSSELS_STUDIO, createTestProperty, createTestTenant } from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const money = (cents: number) =>
  new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

describe('AI Pilot with the built-in provider (no model)', () => {
  let testApp: TestApp;
  let agent: SignedInAgent;
  let owner: Owner;

  async function answer(message: string, language = 'nl'): Promise<TAiChatEvent[]> {
    const response = await agent
      .post('/api/ai/chat')
      .set('Accept-Language', language)
      .buffer(true)
      .parse(streamedText)
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
    let stranger: Owner;
    ({
      testApp,
      owner,
      agent,
      other: stranger,
    } = await givenTwoSignedInOwners({
      env: { PUBLIC_URL: ORIGIN },
      clock: fixedClock('2026-11-24T09:00:00Z'),
    }));
    const { finance } = testApp.services;
    const tenant = (context: RequestContext, firstName: string, lastName: string, propertyId: string) =>
      createTestTenant(testApp, context, { firstName, lastName, language: 'nl', propertyId });
    const due = (
      context: RequestContext,
      on: { propertyId: string; tenantId: string },
      period: string,
      amountDueCents: number,
    ) => finance.recordDueItem(context, { ...on, period, dueDate: `${period}-01`, amountDueCents });
    const kouter = await createTestProperty(testApp, owner.context);
    const meir = await createTestProperty(testApp, owner.context, {
      street: 'Meir',
      houseNumber: '3',
      postalCode: '2000',
      city: 'Antwerpen',
      type: 'studio',
    });
    const sofie = await tenant(owner.context, 'Sofie', 'Claes', kouter.id);
    const marc = await tenant(owner.context, 'Marc', 'Janssens', meir.id);
    const sofieAtKouter = { propertyId: kouter.id, tenantId: sofie.id };
    await due(owner.context, sofieAtKouter, '2026-10', 95000);
    const partial = await due(owner.context, sofieAtKouter, '2026-11', 95000);
    await finance.registerPayment(owner.context, { id: partial.id, paidCents: 40000, paidAt: '2026-11-03' });
    const paid = await due(owner.context, { propertyId: meir.id, tenantId: marc.id }, '2026-10', 72050);
    await finance.registerPayment(owner.context, { id: paid.id, paidCents: 72050, paidAt: '2026-10-02' });
    // Another organization's arrears never show.
    const elsewhere = await createTestProperty(testApp, stranger.context, BRUSSELS_STUDIO);
    const hidden = await tenant(stranger.context, 'Geheim', 'Vandenbroucke', elsewhere.id);
    await due(stranger.context, { propertyId: elsewhere.id, tenantId: hidden.id }, '2026-10', 50000);
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
      .send({ propertyId: property.id, language: 'nl' });
    expect(nl.body.description).toMatch(/^Te huur: appartement, Kouter 12 in 9000 Gent\./);
    const fr = await agent
      .post('/api/ai/property-description')
      .send({ propertyId: property.id, language: 'fr' });
    expect(fr.body.description).toMatch(/^À louer : appartement, Kouter 12 à 9000 Gent\./);
  });
});
