import { describe, expect, it } from 'vitest';
import type { ExpenseSum } from '../../expenses/domain/expense';
import type { StatisticsLease, StatisticsProperty } from './occupancy';
import { figuresOfRows } from '../testing/figuresOfRows';
import { computeReportReference, type DueFigure, type RentReceipt } from '../testing/reportReference';
import { computeReport } from './report';
import { reportPeriod, seriesMonths, type ReportPeriodKey } from './reportPeriod';

/*
 * A small portfolio, today 2026-05-15 (calendar year), every figure computed by hand below.
 * P1 Gent apartment: listed €800/month, bought for €200,000 (the only valued property), leased all along at €800 + €100 charges.
 * P2 Antwerp house: listed €1,000/month, added 2025-06-01, no value; leased from 2026-04-16 at €1,000 + €100 charges.
 * P3 archived (not for rent), valued €100,000: only an expense; archived properties are left out of occupancy,
 *    vacancy and the yields.
 */
const TODAY = '2026-05-15';
const properties: StatisticsProperty[] = [
  { id: 'P1', archived: false, listedRentCents: 80_000, valueCents: 20_000_000, addedOn: '2025-01-01' },
  { id: 'P2', archived: false, listedRentCents: 100_000, valueCents: null, addedOn: '2025-06-01' },
  { id: 'P3', archived: true, listedRentCents: 50_000, valueCents: 10_000_000, addedOn: '2025-01-01' },
];
const leases: StatisticsLease[] = [
  { propertyId: 'P1', startsOn: '2025-01-01', lastDay: '2034-12-31', monthlyRentCents: 80_000 },
  { propertyId: 'P2', startsOn: '2026-04-16', lastDay: '2035-04-15', monthlyRentCents: 100_000 },
];
/** P1's rent and charges (€800 + €100) as received in a month. */
const p1Received = (receivedOn: string): RentReceipt => ({
  propertyId: 'P1',
  receivedOn,
  rentCents: 80_000,
  chargesCents: 10_000,
});
/** P1's monthly due item of €900, received in full unless said otherwise. */
const p1Due = (dueDate: string, receivedCents = 90_000): DueFigure => ({
  propertyId: 'P1',
  dueDate,
  amountDueCents: 90_000,
  receivedCents,
});
const receipts: RentReceipt[] = [
  p1Received('2025-12-03'),
  p1Received('2026-01-05'),
  // February: half of €900 received (the due item stays half unpaid).
  { propertyId: 'P1', receivedOn: '2026-02-04', rentCents: 40_000, chargesCents: 5_000 },
  p1Received('2026-03-05'),
  p1Received('2026-04-03'),
  // P2's first, pro-rata item: 15 of April's 30 days.
  { propertyId: 'P2', receivedOn: '2026-04-20', rentCents: 50_000, chargesCents: 5_000 },
  p1Received('2026-05-02'),
];
const dueItems: DueFigure[] = [
  p1Due('2026-01-01'),
  p1Due('2026-02-01', 45_000),
  p1Due('2026-03-01'),
  p1Due('2026-04-01'),
  { propertyId: 'P2', dueDate: '2026-04-16', amountDueCents: 55_000, receivedCents: 55_000 },
  p1Due('2026-05-01'),
  { propertyId: 'P2', dueDate: '2026-05-01', amountDueCents: 110_000, receivedCents: 0 },
];
const expenses: ExpenseSum[] = [
  { propertyId: 'P1', month: '2026-01', category: 'insurance', recoverable: false, amountCents: 30_000 },
  { propertyId: 'P1', month: '2026-02', category: 'management_fees', recoverable: false, amountCents: 8_000 },
  { propertyId: 'P3', month: '2026-03', category: 'property_tax', recoverable: false, amountCents: 60_000 },
  { propertyId: 'P1', month: '2026-04', category: 'maintenance', recoverable: false, amountCents: 12_600 },
  { propertyId: 'P1', month: '2026-05', category: 'syndic', recoverable: true, amountCents: 16_000 },
];

const rentIncrease = { indexableContracts: 1, activeContracts: 2 };

/** The report from the aggregates of the rows (as the SQL gives them) over the period's window. */
function report(key: ReportPeriodKey) {
  const period = reportPeriod(key, TODAY);
  return computeReport({
    period,
    properties,
    leases,
    figures: figuresOfRows(period, { receipts, dueItems, expenses }),
    rentIncrease,
  });
}

describe('reportPeriod', () => {
  it.each([
    ['current_month', '2026-05-01', '2026-05-31', '2026-05-15'],
    ['last_month', '2026-04-01', '2026-04-30', '2026-04-30'],
    ['last_3_months', '2026-02-01', '2026-04-30', '2026-04-30'],
    ['this_year', '2026-01-01', '2026-12-31', '2026-05-15'],
  ] as const)('resolves %s on a day, counting a running period up to today', (key, from, to, through) => {
    expect(reportPeriod(key, TODAY)).toEqual({ key, from, to, through });
  });

  it('crosses the year boundary and follows a fiscal year', () => {
    expect(reportPeriod('last_3_months', '2026-01-10')).toMatchObject({
      from: '2025-10-01',
      to: '2025-12-31',
    });
    expect(reportPeriod('last_month', '2026-01-10')).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
    // Fiscal year from July: on 15 May 2026 the year runs July 2025 – June 2026.
    expect(reportPeriod('this_year', TODAY, 7)).toMatchObject({
      from: '2025-07-01',
      to: '2026-06-30',
      through: TODAY,
    });
    // Fiscal year from May, on its first month.
    expect(reportPeriod('this_year', TODAY, 5)).toMatchObject({ from: '2026-05-01', to: '2027-04-30' });
  });

  it('gives the 12 months ending with the period', () => {
    expect(seriesMonths(reportPeriod('last_month', TODAY))).toEqual([
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
  });
});

describe('computeReport', () => {
  // The cash of each period: rent and charges received, fees and provisions, expenses (of which recoverable),
  // net cash flow (received − expenses).
  it.each([
    // Received on 2 May: P1 €800 rent + €100 charges. Expenses: P1's syndic €160 (recoverable); 800 + 100 − 160.
    ['current_month', 80_000, 10_000, 16_000, 16_000, 16_000, 74_000],
    // P1 800 + 100 on 3 April, P2 500 + 50 (15 days pro rata) on 20 April; 1,300 + 150 − 126.
    ['last_month', 130_000, 15_000, 0, 12_600, 0, 132_400],
    // 400 + 800 + 800 (P1) + 500 (P2); charges 50 + 100 + 100 + 50. February's management fees.
    // Expenses 80 + 600 (P3's onroerende voorheffing counts: the money was spent) + 126.
    ['last_3_months', 250_000, 30_000, 8_000, 80_600, 0, 199_400],
    // P1: 800 + 400 + 800 + 800 + 800; P2: 500. Charges 100 + 50 + 100 + 100 + 100 + 50.
    // Management fees 80 + syndic 160. Expenses 300 + 80 + 600 + 126 + 160.
    ['this_year', 410_000, 50_000, 24_000, 126_600, 16_000, 333_400],
  ] as const)(
    '%s: received %i rent and %i charges, %i fees, %i expenses (%i recoverable), %i net',
    (key, receivedRentCents, receivedCostsCents, feesAndProvisionsCents, expensesCents, recoverable, net) => {
      expect(report(key).metrics).toMatchObject({
        receivedRentCents,
        receivedCostsCents,
        feesAndProvisionsCents,
        expensesCents,
        recoverableExpensesCents: recoverable,
        netCashFlowCents: net,
      });
    },
  );

  // What each period lost (unpaid items, vacancy), its gross and actual yield (on P1's €200,000), its occupancy.
  it.each([
    // P2's May item (€1,100) is unpaid; both properties are leased every day: no vacancy.
    // Gross: P1 earned 800 × 15/31, × 365/15 = 941,935.48 cents a year, / 20,000,000 = 4.71 %.
    // Actual: (900 − 160) × 365/15 = 18,006.67 € a year / 200,000 € = 9.00 %. 30 occupied property-days of 30.
    ['current_month', { unpaidCents: 110_000, vacancyCents: 0, totalCents: 110_000 }, 4.71, 9, 100],
    // Both April items were paid; P2 stood empty 1–15 April: 1,000 × 15/30 = 500.
    // 800 × 365/30 = 9,733.33 € / 200,000 € = 4.87 %. (900 − 126) × 365/30 = 9,417 € / 200,000 € = 4.71 %.
    // P1 30/30 + P2 15/30 = 45 of 60 property-days.
    ['last_month', { unpaidCents: 0, vacancyCents: 50_000, totalCents: 50_000 }, 4.87, 4.71, 75],
    // February half unpaid (450); P2 empty all February (1,000), March (1,000) and 1–15 April (500).
    // 3 × 800 × 365/89 = 9,842.70 € / 200,000 € = 4.92 %.
    // P1 only: (450 + 900 + 900 − 80 − 126) × 365/89 = 8,382.70 € / 200,000 € = 4.19 %. (89 + 15) / 178 = 58.43 %.
    ['last_3_months', { unpaidCents: 45_000, vacancyCents: 250_000, totalCents: 295_000 }, 4.92, 4.19, 58.43],
    // Unpaid: February 450 + P2's May 1,100. Vacancy: P2 January–March 3 × 1,000 + 1–15 April 500.
    // (4 × 800 + 800 × 15/31) × 365/135 = 9,698.45 € / 200,000 € = 4.85 %.
    // (900 + 450 + 900 + 900 + 900 − 300 − 80 − 126 − 160) × 365/135 = 9,149.33 € / 200,000 € = 4.57 %.
    // P1 135 + P2 30 of 270 property-days.
    ['this_year', { unpaidCents: 155_000, vacancyCents: 350_000, totalCents: 505_000 }, 4.85, 4.57, 61.11],
  ] as const)(
    '%s: loses %o, yields %f % gross and %f % actual, %f % occupied',
    (key, theoreticalLoss, grossYieldPercent, actualYieldPercent, occupancyRatePercent) => {
      expect(report(key).metrics).toMatchObject({
        theoreticalLoss,
        grossYieldPercent,
        actualYieldPercent,
        occupancyRatePercent,
      });
    },
  );

  it('current month (1–15 May): the valued properties and the leases that can be indexed', () => {
    expect(report('current_month').metrics).toMatchObject({
      valuedPropertiesValueCents: 20_000_000,
      rentIncreaseOpportunities: { indexableContracts: 1, activeContracts: 2, percent: 50 },
    });
  });

  it('last month (April): expenses by category', () => {
    expect(report('last_month').expensesByCategory).toEqual([
      { category: 'maintenance', amountCents: 12_600 },
    ]);
  });

  it('this year (1 January – 15 May): month by month', () => {
    const { monthly } = report('this_year');
    // The 12 months of the calendar year: income received, expenses, occupancy; months to come count no days.
    expect(monthly.map((month) => month.month)).toEqual(seriesMonths(reportPeriod('this_year', TODAY)));
    expect([monthly[1], monthly[3], monthly[6]]).toEqual([
      { month: '2026-02', incomeCents: 45_000, expensesCents: 8_000, occupancyRatePercent: 50 },
      { month: '2026-04', incomeCents: 145_000, expensesCents: 12_600, occupancyRatePercent: 75 },
      { month: '2026-07', incomeCents: 0, expensesCents: 0, occupancyRatePercent: null },
    ]);
  });

  it('counts a property from its first lease when that is earlier than the day it was added, and none before', () => {
    const { monthly } = report('current_month');
    // June 2025: P2 was added that month and stood empty (30 of 60 days); December 2025 P1 received 900.
    expect([monthly[0], monthly[6]]).toEqual([
      { month: '2025-06', incomeCents: 0, expensesCents: 0, occupancyRatePercent: 50 },
      { month: '2025-12', incomeCents: 90_000, expensesCents: 0, occupancyRatePercent: 50 },
    ]);
    const earlyLease = computeReport({
      period: reportPeriod('last_month', TODAY),
      properties: [
        { id: 'P9', archived: false, listedRentCents: 60_000, valueCents: null, addedOn: '2026-05-10' },
      ],
      leases: [{ propertyId: 'P9', startsOn: '2026-04-11', lastDay: '2027-04-10', monthlyRentCents: 60_000 }],
      figures: {
        receivedByMonth: [],
        receivedByProperty: [],
        receivedChargesCents: 0,
        unpaidCents: 0,
        expensesByMonth: [],
        expensesByProperty: [],
      },
      rentIncrease: { indexableContracts: 0, activeContracts: 0 },
    });
    // Counted from 11 April (its lease), leased every counted day: 100 %, no vacancy, no yield without a value.
    expect(earlyLease.metrics).toMatchObject({
      occupancyRatePercent: 100,
      theoreticalLoss: { vacancyCents: 0 },
      grossYieldPercent: null,
      actualYieldPercent: null,
      rentIncreaseOpportunities: { percent: null },
    });
  });

  it.each(['current_month', 'last_month', 'last_3_months', 'this_year'] as const)(
    '%s: gives every figure the computation from the rows gave',
    (key) => {
      const period = reportPeriod(key, TODAY);
      const windowFrom = `${seriesMonths(period)[0]}-01`;
      const inWindow = (date: string) => date >= windowFrom && date <= period.through;
      expect(report(key)).toEqual(
        computeReportReference({
          period,
          properties,
          leases,
          receipts: receipts.filter((receipt) => inWindow(receipt.receivedOn)),
          dueItems: dueItems.filter((item) => item.dueDate >= period.from && item.dueDate <= period.through),
          expenses: expenses.filter((expense) => inWindow(`${expense.month}-01`)),
          rentIncrease,
        }),
      );
    },
  );
});
