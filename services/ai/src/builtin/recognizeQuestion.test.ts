import { describe, expect, it } from 'vitest';
import { recognizeQuestion } from './recognizeQuestion';

const TODAY = '2026-11-24';
const recognize = (question: string) => recognizeQuestion(question, TODAY, 'nl');

describe('recognizeQuestion', () => {
  it('recognises who is behind on rent in Dutch, English and French, and answers in the question’s language', () => {
    expect(recognize('Welke huurders zijn achter met betalen?')).toMatchObject({
      intent: 'overdue_payments',
      language: 'nl',
    });
    expect(recognize('Which tenants are behind on payments?')).toMatchObject({
      intent: 'overdue_payments',
      language: 'en',
    });
    expect(recognize('Quels locataires sont en retard de paiement ?')).toMatchObject({
      intent: 'overdue_payments',
      language: 'fr',
    });
  });

  it('reads "last month" in the three languages as the previous calendar month', () => {
    const lastMonth = { name: 'last_month', from: '2026-10-01', to: '2026-10-31' };
    expect(recognize('Hoeveel huur heb ik vorige maand ontvangen?')).toMatchObject({
      intent: 'rent_received',
      language: 'nl',
      period: lastMonth,
    });
    expect(recognize('How much rent did I receive last month?')).toMatchObject({
      intent: 'rent_received',
      language: 'en',
      period: lastMonth,
    });
    expect(recognize('Combien de loyer ai-je reçu le mois dernier ?')).toMatchObject({
      intent: 'rent_received',
      language: 'fr',
      period: lastMonth,
    });
    expect(
      recognizeQuestion('Hoeveel huur heb ik vorige maand ontvangen?', '2026-01-15', 'nl')?.period,
    ).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('recognises expiring contracts with "this year", "next year" or a named year', () => {
    expect(recognize('Which contracts expire this year?')).toMatchObject({
      intent: 'expiring_contracts',
      language: 'en',
      period: { from: '2026-01-01', to: '2026-12-31' },
    });
    expect(recognize('Welke contracten lopen volgend jaar af?')).toMatchObject({
      intent: 'expiring_contracts',
      period: { from: '2027-01-01', to: '2027-12-31' },
    });
    expect(recognize('Quels contrats expirent en 2028 ?')).toMatchObject({
      intent: 'expiring_contracts',
      language: 'fr',
      period: { from: '2028-01-01', to: '2028-12-31' },
    });
  });

  it('reads rent amounts, vacancy and a place for the property search', () => {
    expect(recognize('Welke panden in Gent staan leeg met een huur boven 1.200 euro?')).toMatchObject({
      intent: 'search_properties',
      occupancy: 'available',
      minRentCents: 120000,
      text: 'Gent',
    });
    expect(recognize('Show me the properties under €950,50')).toMatchObject({
      intent: 'search_properties',
      maxRentCents: 95050,
      text: null,
    });
  });

  it('takes the tenant of a message draft and the title of a task proposal', () => {
    expect(recognize('Stel een betalingsherinnering op voor Sofie Claes')).toMatchObject({
      intent: 'draft_tenant_message',
      text: 'Sofie Claes',
      isReminder: true,
    });
    expect(recognize('Draft a message to Marc Dubois')).toMatchObject({
      intent: 'draft_tenant_message',
      language: 'en',
      text: 'Marc Dubois',
      isReminder: false,
    });
    expect(recognize('Crée une tâche : vérifier les détecteurs de fumée')).toMatchObject({
      intent: 'propose_task',
      language: 'fr',
      text: 'vérifier les détecteurs de fumée',
    });
  });

  it('knows upcoming payments and open tasks, and nothing else', () => {
    expect(recognize('Welke betalingen verwacht ik volgende maand?')).toMatchObject({
      intent: 'upcoming_payments',
      period: { from: '2026-12-01', to: '2026-12-31' },
    });
    expect(recognize('Quelles tâches sont ouvertes ?')).toMatchObject({
      intent: 'upcoming_tasks',
      language: 'fr',
    });
    expect(recognize('Wat is het weer morgen in Brugge?')).toBeNull();
  });

  it('recognises an indexation question with the property or contract it names, and statistics with their period', () => {
    expect(recognize('Hoeveel mag ik de huur van Korenlei 7 indexeren?')).toMatchObject({
      intent: 'indexation_preview',
      language: 'nl',
      text: 'Korenlei 7',
    });
    expect(recognize('What is the indexation of contract HC-2025-004?')).toMatchObject({
      intent: 'indexation_preview',
      language: 'en',
      text: 'HC-2025-004',
    });
    expect(recognize('Quelle indexation pour le bail de Rue Haute 40 ?')).toMatchObject({
      intent: 'indexation_preview',
      language: 'fr',
      text: 'Rue Haute 40',
    });
    expect(recognize('Wat was mijn cashflow de laatste drie maanden?')).toMatchObject({
      intent: 'period_statistics',
      period: { name: 'last_3_months', from: '2026-08-01', to: '2026-10-31' },
    });
    expect(recognize('What is my occupancy rate this year?')).toMatchObject({
      intent: 'period_statistics',
      language: 'en',
      period: { name: 'this_year' },
    });
  });
});
