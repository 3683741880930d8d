// `npm run bench:rent-schedule`: the rent-schedule job and the overdue scan for 10,000 active leases (100
// organizations, every payment frequency, started up to two years ago), on a throw-away database (MariaDB/MySQL
// with DATABASE_URL, else SQLite). Measures the first run (the back-fill of every lease's history), a second run
// (steady state: nothing new; what the hourly job costs) and the overdue scan (one lease in twenty in arrears).
// Goals (issue 35): the back-fill ≤ 5 s; steady run + overdue scan ≤ 1 s. Env: BENCH_RENT_CONTRACTS (default
// 10000); BENCH_PROFILE=1 prints the slowest statements of each phase. Prints numbers; never fails on time.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { contractsDatabaseModule } from '@immodesk/contracts-service/contractsDatabaseModule';
import { ContractEntity, type ContractRow } from '@immodesk/contracts-service/entities/ContractEntity';
import { ContractTenantEntity } from '@immodesk/contracts-service/entities/ContractTenantEntity';
import { listScheduledContracts } from '@immodesk/contracts-service/use-cases/listScheduledContracts';
import { financeDatabaseModule } from '@immodesk/finance/financeDatabaseModule';
import { generateRentSchedules } from '@immodesk/finance/use-cases/generateRentSchedules';
import { listPendingOverdueSteps } from '@immodesk/finance/use-cases/listPendingOverdueSteps';
import { statementsDatabaseModule } from '@immodesk/finance/statementsApi';
import { makeStructuredReference } from '@immodesk/platform/domain/structuredReference';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { logQueries } from '@immodesk/platform/testing/queryLog';
import { createTestDatabase } from '@immodesk/platform/testing/testDatabase';
import { benchLease } from './benchLease';
import { slowestStatements } from './slowestStatements';

export type RentScheduleTiming = {
  contracts: number;
  dueItems: number;
  backfillMs: number;
  steadyMs: number;
  overdueScanMs: number;
  overdueSteps: number;
  backfillGoalMs: number;
  goalMs: number;
  database: string;
};

export const RENT_SCHEDULE_BACKFILL_GOAL_MS = 5_000;
export const RENT_SCHEDULE_GOAL_MS = 1_000;
const TODAY = '2026-11-20';
const FREQUENCIES = [
  'monthly',
  'monthly',
  'monthly',
  'monthly',
  'bimonthly',
  'quarterly',
  'quarterly',
  'half_yearly',
  'yearly',
  'monthly',
] as const;
const ORGANIZATIONS = 100;

function monthsBefore(date: string, months: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

function leaseRow(organizationId: string, sequenceNumber: number, index: number): ContractRow {
  const now = new Date(`${TODAY}T09:00:00Z`);
  const startsOn = monthsBefore(TODAY, index % 24);
  return benchLease({
    id: crypto.randomUUID(),
    organizationId,
    propertyId: crypto.randomUUID(),
    status: 'active',
    contractNumber: `2024-${String(sequenceNumber).padStart(4, '0')}`,
    sequenceNumber,
    structuredReference: makeStructuredReference(2024_000_000 + sequenceNumber),
    signedOn: startsOn,
    startsOn,
    durationMonths: 108,
    endsOn: `${Number(startsOn.slice(0, 4)) + 9}-${startsOn.slice(5, 7)}-01`,
    rentCents: 70_000 + (index % 50) * 1_000,
    chargesCents: 5_000,
    paymentFrequency: FREQUENCIES[index % FREQUENCIES.length] ?? 'monthly',
    rentDueDay: 1 + (index % 5),
    depositCents: 140_000,
    sentAt: now,
    signedAt: now,
    createdAt: now,
    updatedAt: now,
  });
}

export async function measureRentSchedule(
  contracts = Number(process.env.BENCH_RENT_CONTRACTS) || 10_000,
): Promise<RentScheduleTiming> {
  const database = await createTestDatabase([
    contractsDatabaseModule,
    financeDatabaseModule,
    statementsDatabaseModule,
  ]);
  try {
    const { dataSource } = database;
    const organizations = Array.from({ length: ORGANIZATIONS }, () => crypto.randomUUID());
    const rows = Array.from({ length: contracts }, (_, index) =>
      leaseRow(organizations[index % ORGANIZATIONS] ?? '', Math.floor(index / ORGANIZATIONS) + 1, index),
    );
    for (let index = 0; index < rows.length; index += 500) {
      const chunk = rows.slice(index, index + 500);
      await dataSource.getRepository(ContractEntity).insert(chunk);
      await dataSource.getRepository(ContractTenantEntity).insert(
        chunk.map((row) => ({
          id: crypto.randomUUID(),
          organizationId: row.organizationId,
          contractId: row.id,
          tenantId: crypto.randomUUID(),
          position: 0,
        })),
      );
    }
    const clock = fixedClock(`${TODAY}T09:00:00Z`);
    const run = async () =>
      generateRentSchedules(dataSource, clock, await listScheduledContracts(dataSource));
    const profile = process.env.BENCH_PROFILE ? logQueries(dataSource) : null;
    let started = performance.now();
    const first = await run();
    const backfillMs = Math.round(performance.now() - started);
    if (profile) console.log(`back-fill: ${slowestStatements(profile, started + backfillMs)}`);
    // Most tenants pay: every item due before today is paid, except on one lease in twenty (in arrears).
    await dataSource.query(
      `UPDATE rent_payments SET paid_cents = amount_due_cents, paid_at = due_date WHERE due_date < ? AND contract_id IN (SELECT id FROM contracts WHERE sequence_number % 20 <> 0)`,
      [TODAY],
    );
    const steadyProfile = profile ? logQueries(dataSource) : null;
    started = performance.now();
    await run();
    const steadyMs = Math.round(performance.now() - started);
    if (steadyProfile) console.log(`steady run: ${slowestStatements(steadyProfile, started + steadyMs)}`);
    const scanProfile = profile ? logQueries(dataSource) : null;
    started = performance.now();
    const steps = await listPendingOverdueSteps(dataSource, clock);
    const overdueScanMs = Math.round(performance.now() - started);
    if (scanProfile) console.log(`overdue scan: ${slowestStatements(scanProfile, started + overdueScanMs)}`);
    for (const log of [profile, steadyProfile, scanProfile]) log?.stop();
    return {
      contracts,
      dueItems: first.proposed,
      backfillMs,
      steadyMs,
      overdueScanMs,
      overdueSteps: steps.length,
      backfillGoalMs: RENT_SCHEDULE_BACKFILL_GOAL_MS,
      goalMs: RENT_SCHEDULE_GOAL_MS,
      database: database.target.kind,
    };
  } finally {
    await database.drop();
  }
}

function verdict(ms: number, goalMs: number): string {
  return ms <= goalMs ? `within the ${goalMs} ms goal` : `OVER the ${goalMs} ms goal`;
}

export function formatRentSchedule(timing: RentScheduleTiming): string {
  const total = timing.steadyMs + timing.overdueScanMs;
  return [
    `rent schedule, ${timing.contracts} leases on ${timing.database}: back-fill ${timing.backfillMs} ms (${timing.dueItems} due items) — ${verdict(timing.backfillMs, timing.backfillGoalMs)},`,
    `  steady run ${timing.steadyMs} ms + overdue scan ${timing.overdueScanMs} ms (${timing.overdueSteps} steps) = ${total} ms — ${verdict(total, timing.goalMs)}`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(formatRentSchedule(await measureRentSchedule()));
}
