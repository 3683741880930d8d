import { describe, expect, it } from 'vitest';
import type { Report } from '../domain/report';
import { renderReportHtml } from './reportHtml';

const report: Report = {
  period: 'current_month',
  from: '2026-05-01',
  to: '2026-05-31',
  through: '2026-05-15',
  metrics: {
    receivedRentCents: 123_456,
    receivedCostsCents: 10_000,
    feesAndProvisionsCents: 16_000,
    expensesCents: 16_000,
    recoverableExpensesCents: 16_000,
    netCashFlowCents: 117_456,
    theoreticalLoss: { unpaidCents: 110_000, vacancyCents: 0, totalCents: 110_000 },
    grossYieldPercent: 4.71,
    actualYieldPercent: null,
    valuedPropertiesValueCents: 20_000_000,
    occupancyRatePercent: 100,
    rentIncreaseOpportunities: { indexableContracts: 1, activeContracts: 2, percent: 50 },
  },
  expensesByCategory: [{ category: 'property_tax', amountCents: 16_000 }],
  monthly: [{ month: '2026-05', incomeCents: 133_456, expensesCents: 16_000, occupancyRatePercent: 100 }],
};

describe('renderReportHtml', () => {
  it('writes the report in the user’s language with nl-BE amounts and percentages', () => {
    const french = renderReportHtml(report, { language: 'fr', productName: 'Immodesk', today: '2026-05-15' });
    expect(french).toContain('Statistiques: Ce mois-ci');
    expect(french).toContain('1 mai 2026 – 31 mai 2026, compté jusqu’au 15 mai 2026 inclus');
    expect(french).toContain('Précompte immobilier');
    expect(french).toContain(
      `${new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }).format(1234.56)}`,
    );
    expect(french).toContain('4,71 %');
    expect(french).toContain('n.d.');
    const dutch = renderReportHtml(report, { language: 'nl', productName: 'Immodesk', today: '2026-05-15' });
    expect(dutch).toContain('Statistieken: Deze maand');
    expect(dutch).toContain('Onroerende voorheffing');
    expect(dutch).toContain('mei 2026');
  });

  it('escapes the product name of a white-label brand', () => {
    expect(
      renderReportHtml(report, { language: 'en', productName: '<b>Huis & Co</b>', today: '2026-05-15' }),
    ).toContain('&lt;b&gt;Huis &amp; Co&lt;/b&gt;');
  });
});
