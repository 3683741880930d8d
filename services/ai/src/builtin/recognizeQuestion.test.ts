import { describe, expect, it } from 'vitest';
import { recognizeQuestion } from './recognizeQuestion';

const TODAY = '2026-11-24';
const recognize = (question: string) => recognizeQuestion(question, TODAY, 'nl');

/** Each question is recognised as at least what its row expects. */
function expectRecognized(cases: [question: string, expected: Record<string, unknown>][]): void {
  for (const [question, expected] of cases) expect(recognize(question), question).toMatchObject(expected);
}

describe('recognizeQuestion', () => {
  it('recognises who is behind on rent in Dutch, English and French, and answers in the question’s language', () => {
    expectRecognized([
      ['Welke huurders zijn achter met betalen?', { intent: 'overdue_payments', language: 'nl' }],
      ['Which tenants are behind on payments?', { intent: 'overdue_payments', language: 'en' }],
      ['Quels locataires sont en retard de paiement ?', { intent: 'overdue_payments', language: 'fr' }],
    ]);
  });

  it('reads "last month" in the three languages as the previous calendar month', () => {
    const lastMonth = { name: 'last_month', from: '2026-10-01', to: '2026-10-31' };
    expectRecognized([
      [
        'Hoeveel huur heb ik vorige maand ontvangen?',
        { intent: 'rent_received', language: 'nl', period: lastMonth },
      ],
      [
        'How much rent did I receive last month?',
        { intent: 'rent_received', language: 'en', period: lastMonth },
      ],
      [
        'Combien de loyer ai-je reçu le mois dernier ?',
        { intent: 'rent_received', language: 'fr', period: lastMonth },
      ],
    ]);
    expect(
      recognizeQuestion('Hoeveel huur heb ik vorige maand ontvangen?', '2026-01-15', 'nl')?.period,
    ).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('recognises expiring contracts with "this year", "next year" or a named year', () => {
    expectRecognized([
      [
        'Which contracts expire this year?',
        { intent: 'expiring_contracts', language: 'en', period: { from: '2026-01-01', to: '2026-12-31' } },
      ],
      [
        'Welke contracten lopen volgend jaar af?',
        { intent: 'expiring_contracts', period: { from: '2027-01-01', to: '2027-12-31' } },
      ],
      [
        'Quels contrats expirent en 2028 ?',
        { intent: 'expiring_contracts', language: 'fr', period: { from: '2028-01-01', to: '2028-12-31' } },
      ],
    ]);
  });

  it('reads rent amounts, vacancy and a place for the property search', () => {
    expectRecognized([
      [
        'Welke panden in Gent staan leeg met een huur boven 1.200 euro?',
        { intent: 'search_properties', occupancy: 'available', minRentCents: 120000, text: 'Gent' },
      ],
      [
        'Show me the properties under €950,50',
        { intent: 'search_properties', maxRentCents: 95050, text: null },
      ],
    ]);
  });

  it('takes the tenant of a message draft and the title of a task proposal', () => {
    expectRecognized([
      [
        'Stel een betalingsherinnering op voor Sofie Claes',
        { intent: 'draft_tenant_message', text: 'Sofie Claes', isReminder: true },
      ],
      [
        'Draft a message to Marc Dubois',
        { intent: 'draft_tenant_message', language: 'en', text: 'Marc Dubois', isReminder: false },
      ],
      [
        'Crée une tâche : vérifier les détecteurs de fumée',
        { intent: 'propose_task', language: 'fr', text: 'vérifier les détecteurs de fumée' },
      ],
    ]);
  });

  it('knows upcoming payments and open tasks, and nothing else', () => {
    expectRecognized([
      [
        'Welke betalingen verwacht ik volgende maand?',
        { intent: 'upcoming_payments', period: { from: '2026-12-01', to: '2026-12-31' } },
      ],
      ['Quelles tâches sont ouvertes ?', { intent: 'upcoming_tasks', language: 'fr' }],
    ]);
    expect(recognize('Wat is het weer morgen in Brugge?')).toBeNull();
  });

  it('recognises an indexation question with the property or contract it names, and statistics with their period', () => {
    expectRecognized([
      [
        'Hoeveel mag ik de huur van Korenlei 7 indexeren?',
        { intent: 'indexation_preview', language: 'nl', text: 'Korenlei 7' },
      ],
      [
        'What is the indexation of contract HC-2025-004?',
        { intent: 'indexation_preview', language: 'en', text: 'HC-2025-004' },
      ],
      [
        'Quelle indexation pour le bail de Rue Haute 40 ?',
        { intent: 'indexation_preview', language: 'fr', text: 'Rue Haute 40' },
      ],
      [
        'Wat was mijn cashflow de laatste drie maanden?',
        {
          intent: 'period_statistics',
          period: { name: 'last_3_months', from: '2026-08-01', to: '2026-10-31' },
        },
      ],
      [
        'What is my occupancy rate this year?',
        { intent: 'period_statistics', language: 'en', period: { name: 'this_year' } },
      ],
    ]);
  });
});
