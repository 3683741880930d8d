import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetDashboardResponse } from '@immodesk/contracts/dashboard/getDashboard.contract';
import { ZGetReportResponse, type TReportPeriod } from '@immodesk/contracts/reports/getReport.contract';
import { ZPropertyInformation } from '@immodesk/contracts/properties/propertyInformation.contract';
import { fixedClock } from '@immodesk/platform/ports/clock';
import type { TestApp } from '../testing/createTestApp';
import {
  createContractThroughApi,
  createTestProperty,
  createTestTenant,
  leaseRequest,
} from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';
import { generateRentSchedules } from '../use-cases/generateRentSchedules';
import { onContractSigned } from '../use-cases/onContractSigned';

const ORIGIN = 'http://localhost:3000';

/*
 * Today is 15 May 2026. Kouter 12 (Gent), listed €800, bought for €200,000, is leased from 1 January at €800 + €100
 * charges; Meir 40 (Antwerpen), listed €1,000, no value, from 16 April for six months at €1,000 + €100. Money
 * received: Kouter €900 in January, €450 of February, €900 in March, April and May; Meir €550 for its 15 days of
 * April, nothing for May. Expenses on Kouter: insurance €300 (January), management fees €80 (February), maintenance
 * €126 (April), syndic €160 recoverable (May). The figures are the ones computed by hand in
 * services/finance/src/statistics/domain/report.test.ts (that portfolio without its archived property).
 */
describe('/api/reports and /api/dashboard', () => {
  let testApp: TestApp, owner: Owner, agent: SignedInAgent, stranger: SignedInAgent;

  beforeAll(async () => {
    const clock = fixedClock('2026-05-15T10:00:00Z');
    ({ testApp, owner, agent, stranger } = await givenTwoSignedInOwners({
      env: { PUBLIC_URL: ORIGIN },
      clock,
    }));
    await testApp.services.identity.changeOrganizationPlan(owner.context, { planType: 'professional' });
    const { properties, finance } = testApp.services;
    const context = owner.context;

    const kouter = await createTestProperty(testApp, context, { rentCents: 80_000 });
    await properties.putPropertyInformation(context, {
      idOrUrlCode: kouter.id,
      information: ZPropertyInformation.parse({ financial: { purchasePriceCents: 20_000_000 } }),
    });
    const meir = await createTestProperty(testApp, context, {
      street: 'Meir',
      houseNumber: '40',
      postalCode: '2000',
      city: 'Antwerpen',
      type: 'house',
      rentCents: 100_000,
    });
    const tenant = (firstName: string) =>
      createTestTenant(testApp, context, { firstName, lastName: 'Peeters', language: 'nl' });
    const [sofie, jonas] = [await tenant('Sofie'), await tenant('Jonas')];
    const lease = async (propertyId: string, tenantId: string, fields: Record<string, unknown>) => {
      const noDeposit = { chargesCents: 10_000, deposit: { type: 'none', amountCents: 0 } };
      const { id } = await createContractThroughApi(
        agent,
        leaseRequest(propertyId, [tenantId], { ...noDeposit, ...fields }),
      );
      await testApp.services.contracts.markSent(context, { id });
      await onContractSigned(testApp.services, context, { id });
      return id;
    };
    const kouterLease = await lease(kouter.id, sofie.id, {
      signedOn: '2025-12-15',
      startsOn: '2026-01-01',
      durationMonths: 108,
      rentCents: 80_000,
    });
    const meirLease = await lease(meir.id, jonas.id, {
      signedOn: '2026-04-10',
      startsOn: '2026-04-16',
      durationMonths: 6,
      rentCents: 100_000,
    });
    await generateRentSchedules(testApp.services);

    const items = (await finance.listRentPayments(context, { page: 1, pageSize: 50 })).items;
    const itemOf = (contractId: string, dueDate: string) => {
      const item = items.find(
        (candidate) => candidate.contractId === contractId && candidate.dueDate === dueDate,
      );
      if (!item)
        throw new Error(
          `no due item of ${contractId} on ${dueDate}: ${JSON.stringify(items.map((i) => [i.contractId, i.dueDate]))}`,
        );
      return item.id;
    };
    const receive = (contractId: string, dueDate: string, amountCents: number, paidAt: string) =>
      finance.allocateReceipt(context, {
        contractId,
        amountCents,
        paidAt,
        source: { type: 'manual' },
        dueItemIds: [itemOf(contractId, dueDate)],
      });
    await receive(kouterLease, '2026-01-01', 90_000, '2026-01-05');
    await receive(kouterLease, '2026-02-01', 45_000, '2026-02-04');
    await receive(kouterLease, '2026-03-01', 90_000, '2026-03-05');
    await receive(kouterLease, '2026-04-01', 90_000, '2026-04-03');
    await receive(meirLease, '2026-04-16', 55_000, '2026-04-20');
    await receive(kouterLease, '2026-05-01', 90_000, '2026-05-02');

    for (const expense of [
      { category: 'insurance', amountCents: 30_000, date: '2026-01-10' },
      { category: 'management_fees', amountCents: 8_000, date: '2026-02-10' },
      { category: 'maintenance', amountCents: 12_600, date: '2026-04-10' },
      { category: 'syndic', amountCents: 16_000, date: '2026-05-05', recoverable: true },
    ]) {
      expect((await agent.post('/api/expenses').send({ propertyId: kouter.id, ...expense })).status).toBe(
        201,
      );
    }
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const report = async (period: TReportPeriod) =>
    ZGetReportResponse.parse((await agent.get(`/api/reports?period=${period}`).expect(200)).body);

  it('answers every metric of every period from the recorded money, leases and expenses', async () => {
    const noOpportunity = { indexableContracts: 0, activeContracts: 2, percent: 0 };
    expect(await report('current_month')).toMatchObject({
      from: '2026-05-01',
      to: '2026-05-31',
      through: '2026-05-15',
      metrics: {
        receivedRentCents: 80_000,
        receivedCostsCents: 10_000,
        feesAndProvisionsCents: 16_000,
        expensesCents: 16_000,
        recoverableExpensesCents: 16_000,
        netCashFlowCents: 74_000,
        theoreticalLoss: { unpaidCents: 110_000, vacancyCents: 0, totalCents: 110_000 },
        grossYieldPercent: 4.71,
        actualYieldPercent: 9,
        valuedPropertiesValueCents: 20_000_000,
        occupancyRatePercent: 100,
        rentIncreaseOpportunities: noOpportunity,
      },
    });
    expect(await report('last_month')).toMatchObject({
      from: '2026-04-01',
      through: '2026-04-30',
      metrics: {
        receivedRentCents: 130_000,
        receivedCostsCents: 15_000,
        feesAndProvisionsCents: 0,
        expensesCents: 12_600,
        netCashFlowCents: 132_400,
        theoreticalLoss: { unpaidCents: 0, vacancyCents: 0, totalCents: 0 },
        grossYieldPercent: 4.87,
        actualYieldPercent: 4.71,
        occupancyRatePercent: 100,
      },
      expensesByCategory: [{ category: 'maintenance', amountCents: 12_600 }],
    });
    expect(await report('last_3_months')).toMatchObject({
      from: '2026-02-01',
      to: '2026-04-30',
      metrics: {
        receivedRentCents: 250_000,
        receivedCostsCents: 30_000,
        expensesCents: 20_600,
        feesAndProvisionsCents: 8_000,
        theoreticalLoss: { unpaidCents: 45_000, vacancyCents: 0 },
      },
    });
    const year = await report('this_year');
    expect(year).toMatchObject({
      from: '2026-01-01',
      to: '2026-12-31',
      through: '2026-05-15',
      metrics: {
        receivedRentCents: 410_000,
        receivedCostsCents: 50_000,
        feesAndProvisionsCents: 24_000,
        expensesCents: 66_600,
        recoverableExpensesCents: 16_000,
        netCashFlowCents: 393_400,
        theoreticalLoss: { unpaidCents: 155_000, vacancyCents: 0, totalCents: 155_000 },
        grossYieldPercent: 4.85,
        actualYieldPercent: 4.57,
        occupancyRatePercent: 100,
      },
    });
    expect(year.monthly.slice(0, 5).map((month) => month.incomeCents)).toEqual([
      90_000, 45_000, 90_000, 145_000, 90_000,
    ]);
  });

  it('follows a fiscal year from the accounting setting', async () => {
    await testApp.services.finance.putAccountingSettings(owner.context, {
      period: 'fiscal',
      fiscalYearStartMonth: 4,
      currency: 'EUR',
    });
    try {
      // April 2026 – March 2027: April and May's money only.
      expect(await report('this_year')).toMatchObject({
        from: '2026-04-01',
        to: '2027-03-31',
        metrics: { receivedRentCents: 210_000, expensesCents: 28_600 },
      });
    } finally {
      await testApp.services.finance.putAccountingSettings(owner.context, {
        period: 'calendar',
        fiscalYearStartMonth: 1,
        currency: 'EUR',
      });
    }
  });

  it('aggregates the dashboard, and shows another organization nothing of it', async () => {
    const dashboard = ZGetDashboardResponse.parse((await agent.get('/api/dashboard').expect(200)).body);
    expect(dashboard.totals).toEqual({
      propertyCount: 2,
      activeTenantCount: 2,
      monthlyRentCents: 180_000,
      pendingPayments: { count: 2, amountCents: 155_000 },
    });
    expect(dashboard.incomeSeries.slice(-5)).toEqual([
      { month: '2026-01', incomeCents: 90_000 },
      { month: '2026-02', incomeCents: 45_000 },
      { month: '2026-03', incomeCents: 90_000 },
      { month: '2026-04', incomeCents: 145_000 },
      { month: '2026-05', incomeCents: 90_000 },
    ]);
    expect(
      dashboard.locations.map((location) => [location.address.street, location.occupancy]).sort(),
    ).toEqual([
      ['Kouter', 'rented'],
      ['Meir', 'rented'],
    ]);
    expect(dashboard.expiringContracts).toEqual([
      expect.objectContaining({
        endsOn: '2026-10-15',
        daysLeft: 153,
        tenantNames: ['Jonas Peeters'],
        address: expect.objectContaining({ street: 'Meir' }),
      }),
    ]);
    expect(dashboard.upcomingPayments).toEqual([]);
    expect(dashboard.recentActivity.slice(0, 3).map((item) => [item.kind, item.date])).toEqual([
      ['contract_signed', '2026-05-15'],
      ['contract_signed', '2026-05-15'],
      ['payment_received', '2026-05-02'],
    ]);
    expect(dashboard.recentActivity[2]).toMatchObject({ label: 'Kouter 12, 9000 Gent', amountCents: 90_000 });
    expect(dashboard.propertiesOverview).toMatchObject({ rented: 2, available: 0 });

    const foreign = ZGetDashboardResponse.parse((await stranger.get('/api/dashboard').expect(200)).body);
    expect(foreign.totals).toEqual({
      propertyCount: 0,
      activeTenantCount: 0,
      monthlyRentCents: 0,
      pendingPayments: { count: 0, amountCents: 0 },
    });
    expect(foreign.recentActivity).toEqual([]);
    expect(
      ZGetReportResponse.parse((await stranger.get('/api/reports?period=this_year').expect(200)).body).metrics
        .receivedRentCents,
    ).toBe(0);
  });

  it('exports the report as a PDF on Professional, and refuses it on Free with plan_required', async () => {
    const pdf = await agent.get('/api/reports/pdf?period=last_month').buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Statistieken 2026-04-01');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const refused = await stranger.get('/api/reports/pdf?period=last_month').expect(403);
    expect(refused.body).toMatchObject({
      code: 'plan_required',
      message: 'De statistieken als pdf exporteren zit in Professional en Enterprise.',
    });
    expect((await agent.get('/api/reports?period=next_year')).status).toBe(400);
  });
});
