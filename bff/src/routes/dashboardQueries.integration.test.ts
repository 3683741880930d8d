import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@immodesk/platform/ports/clock';
import type { TestApp } from '../testing/createTestApp';
import { givenSignedLease } from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';

/** Whatever the portfolio's size, one request runs at most this many statements (every service's part included). */
const MOST_STATEMENTS: Record<string, number> = {
  '/api/dashboard': 15,
  '/api/reports?period=current_month': 12,
  '/api/reports?period=this_year': 12,
};
const PATHS = Object.keys(MOST_STATEMENTS);

/*
 * Issue 35: the dashboard and the reports read the portfolio, its leases and its money in a fixed number of
 * statements: a bounded count, and the same count for one lease as for six (no statement per property, lease or
 * due item). Counted through the data source's query logger, so every service sharing it is counted.
 */
describe('statements per dashboard and report request', () => {
  let testApp: TestApp, owner: Owner, agent: SignedInAgent;
  const statements: string[] = [];

  beforeAll(async () => {
    ({ testApp, owner, agent } = await givenTwoSignedInOwners({
      clock: fixedClock('2026-05-15T10:00:00Z'),
      ownerPlan: 'professional',
    }));
    const logger = testApp.services.dataSource.logger;
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (query, parameters, queryRunner) => {
      statements.push(query);
      logQuery(query, parameters, queryRunner);
    };
  });

  afterAll(async () => {
    await testApp?.close();
  });

  /** Leases from 1 January with their first four months paid. */
  async function addLeases(count: number) {
    for (let index = 0; index < count; index += 1) {
      const { contract } = await givenSignedLease(testApp, owner, agent, {
        property: { houseNumber: String(10 + index) },
        lease: { signedOn: '2025-12-15', startsOn: '2026-01-01', durationMonths: 108, rentCents: 80_000 },
      });
      const items = await testApp.services.finance.listRentPayments(owner.context, {
        page: 1,
        pageSize: 50,
        contractId: contract.id,
      });
      for (const item of items.items.filter((candidate) => candidate.dueDate < '2026-05-01'))
        await testApp.services.finance.registerPayment(owner.context, {
          id: item.id,
          paidCents: item.amountDueCents,
          paidAt: item.dueDate,
        });
    }
  }

  /** The statements of each request, counted on its second call (the first one warms the session cache). */
  async function statementsPerRequest(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const path of PATHS) {
      await agent.get(path).expect(200);
      statements.length = 0;
      await agent.get(path).expect(200);
      counts[path] = statements.length;
    }
    return counts;
  }

  it('runs a bounded number of statements, as many for six leases as for one', async () => {
    await addLeases(1);
    const forOne = await statementsPerRequest();
    await addLeases(5);
    const forSix = await statementsPerRequest();
    expect(forSix).toEqual(forOne);
    for (const [path, count] of Object.entries(forSix))
      expect(count, path).toBeLessThanOrEqual(MOST_STATEMENTS[path] ?? 0);
    const dashboard = await agent.get('/api/dashboard').expect(200);
    expect((dashboard.body as { totals: { propertyCount: number } }).totals.propertyCount).toBe(6);
  }, 180_000);
});
