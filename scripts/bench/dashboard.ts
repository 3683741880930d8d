// `npm run bench:dashboard`: GET /api/dashboard and GET /api/reports through the BFF on loopback, for ONE
// organization with a portfolio of 500 and then 5,000 units (BENCH_UNITS): leases on most of them, two years of due
// items with the money received on them, and expenses. Prints req/s, p50 and p95 per endpoint; never fails on time.
// Env: DATABASE_URL (MariaDB/MySQL, else SQLite), BENCH_UNITS (portfolio sizes, default `500,5000`; `npm run bench`
// measures 500 unless BENCH_DASHBOARD_UNITS says otherwise), BENCH_DURATION (s, default 10), BENCH_CONNECTIONS
// (default 10: each answer is a whole-portfolio aggregation), BENCH_PROFILE=1 (CPU profile of the BFF per size in
// .bench/profiles/dashboard-<units>/).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DataSource } from 'typeorm';
import { createServices, databaseTarget, openDatabase } from '@immodesk/bff/composition';
import { generateRentSchedules } from '@immodesk/bff/use-cases/generateRentSchedules';
import { TenantEntity, type TenantRow } from '@immodesk/contacts/entities/TenantEntity';
import { ContractEntity, type ContractRow } from '@immodesk/contracts-service/entities/ContractEntity';
import { ContractTenantEntity } from '@immodesk/contracts-service/entities/ContractTenantEntity';
import { ExpenseEntity, type ExpenseRow } from '@immodesk/finance/expenses/entities/ExpenseEntity';
import {
  PaymentAllocationEntity,
  type PaymentAllocationRow,
} from '@immodesk/finance/entities/PaymentAllocationEntity';
import { allocationRepository } from '@immodesk/finance/repositories/allocationRepository';
import { loadConfig } from '@immodesk/platform/config';
import { systemClock } from '@immodesk/platform/ports/clock';
import {
  PropertyInformationEntity,
  type PropertyInformationRow,
} from '@immodesk/properties/entities/PropertyInformationEntity';
import { benchLease } from './benchLease';
import { REPOSITORY_ROOT, stopAllChildren } from './children';
import { createBenchDatabase, seed, type BenchDatabase } from './database';
import { measureLoad, type LoadResult } from './load';
import { signIn, startProductionBff } from './productionBff';

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
/** Portfolio sizes from a comma-separated list (`500,5000`), else `fallback`. */
export function unitSizes(value: string | undefined, fallback: number[]): number[] {
  const sizes = (value ?? '')
    .split(',')
    .map((part) => Math.round(Number(part.trim())))
    .filter((size) => Number.isFinite(size) && size > 0);
  return sizes.length > 0 ? sizes : fallback;
}
const DURATION = positive('BENCH_DURATION', 10);
const CONNECTIONS = Math.round(positive('BENCH_CONNECTIONS', 10));

const TARGETS = [
  { name: 'GET /api/dashboard', path: '/api/dashboard' },
  { name: 'GET /api/reports?period=current_month', path: '/api/reports?period=current_month' },
  { name: 'GET /api/reports?period=this_year', path: '/api/reports?period=this_year' },
] as const;

export type DashboardBenchResult = {
  units: number;
  dueItems: number;
  allocations: number;
  expenses: number;
  seedSeconds: number;
  results: { name: string; result: LoadResult }[];
};

const log = (message: string) => console.log(`[bench:dashboard] ${message}`);

function monthsBefore(today: string, months: number, day = 1): string {
  const date = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - months, day));
  return date.toISOString().slice(0, 10);
}

async function insertAll<T extends object>(
  dataSource: DataSource,
  entity: Parameters<DataSource['getRepository']>[0],
  rows: T[],
): Promise<void> {
  await dataSource.transaction(async (manager) => {
    for (let i = 0; i < rows.length; i += 200)
      await manager.getRepository(entity).insert(rows.slice(i, i + 200));
  });
}

/** Leases on 9 in 10 active properties (started 2 years ago, some since, one in 20 ended), values, due items, money received, expenses. */
export async function seedPortfolio(
  env: Record<string, string>,
  organizationId: string,
): Promise<Omit<DashboardBenchResult, 'results' | 'seedSeconds' | 'units'>> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env });
  const dataSource = await openDatabase(databaseTarget(config));
  try {
    const services = createServices(config, dataSource);
    const today = systemClock.today();
    const now = new Date();
    const properties: { id: string; rent_cents: number | string | null; status: string }[] =
      await dataSource.query(
        'SELECT id, rent_cents, status FROM properties WHERE organization_id = ? ORDER BY created_at',
        [organizationId],
      );
    const tenants: TenantRow[] = [];
    const contracts: ContractRow[] = [];
    const links: { organizationId: string; contractId: string; tenantId: string; position: number }[] = [];
    // The EPC columns stay empty.
    const information: Omit<PropertyInformationRow, `epc${string}`>[] = [];
    const expenses: ExpenseRow[] = [];
    for (const [index, property] of properties.entries()) {
      const rentCents = Number(property.rent_cents ?? 80_000);
      if (index % 10 < 7) {
        information.push({
          id: crypto.randomUUID(),
          propertyId: property.id,
          organizationId,
          generalJson: '{}',
          insurancesJson: '[]',
          updatedAt: now,
          financialJson: JSON.stringify({
            purchaseDate: '2015-06-01',
            purchasePriceCents: rentCents * 280,
            otherCostsCents: null,
            estimatedValueCents: rentCents * 320,
          }),
        });
      }
      for (let e = 0; e < 6; e += 1) {
        expenses.push({
          id: crypto.randomUUID(),
          organizationId,
          propertyId: property.id,
          category:
            (['maintenance', 'syndic', 'insurance', 'property_tax', 'repairs', 'utilities'] as const)[e] ??
            'other',
          amountCents: 5_000 + ((index * 37 + e * 1_013) % 120_000),
          date: monthsBefore(today, (index + e * 4) % 24, 1 + (index % 27)),
          contractorId: null,
          documentId: null,
          description: 'Bench expense',
          recoverable: e === 1,
          createdAt: now,
          updatedAt: now,
        });
      }
      if (property.status !== 'active' || index % 10 === 9) continue;
      const tenantId = crypto.randomUUID();
      tenants.push({
        id: tenantId,
        organizationId,
        entityType: 'natural',
        firstName: `Huurder ${index}`,
        lastName: 'Bench',
        companyName: null,
        vatNumber: null,
        email: `tenant${index}@bench.test`,
        phone: null,
        language: 'nl',
        status: 'active',
        propertyId: property.id,
        notes: null,
        sortName: `bench huurder ${index}`,
        createdAt: now,
        updatedAt: now,
      } as TenantRow);
      const startsOn = monthsBefore(today, 24 - (index % 6) * 3);
      const ended = index % 20 === 3;
      const contractId = crypto.randomUUID();
      contracts.push(
        benchLease({
          id: contractId,
          organizationId,
          propertyId: property.id,
          status: ended ? 'expired' : 'active',
          contractNumber: `B-${index}`,
          sequenceNumber: index + 1,
          structuredReference: `+++000/0000/${String(index).padStart(5, '0')}+++`,
          signedOn: startsOn,
          startsOn,
          durationMonths: ended ? 12 : 108,
          endsOn: ended ? monthsBefore(today, 12 - (index % 6) * 3 - 1, 28) : monthsBefore(today, -84),
          rentCents,
          chargesCents: 7_500,
          paymentFrequency: 'monthly',
          rentDueDay: 1,
          depositCents: rentCents * 2,
          sentAt: null,
          signedAt: new Date(`${startsOn}T10:00:00Z`),
          createdAt: now,
          updatedAt: now,
        }),
      );
      links.push({ organizationId, contractId, tenantId, position: 0 });
    }
    await insertAll(dataSource, TenantEntity, tenants);
    await insertAll(dataSource, ContractEntity, contracts);
    await insertAll(dataSource, ContractTenantEntity, links);
    await insertAll(dataSource, PropertyInformationEntity, information);
    await insertAll(dataSource, ExpenseEntity, expenses);
    await generateRentSchedules(services);

    // Money received: 19 items in 20 in full, three days after their due date; the rest stays open.
    const items: { id: string; contract_id: string; due_date: string; amount_due_cents: number | string }[] =
      await dataSource.query(
        'SELECT id, contract_id, due_date, amount_due_cents FROM rent_payments WHERE organization_id = ? AND due_date <= ? ORDER BY due_date, id',
        [organizationId, today],
      );
    const allocations: PaymentAllocationRow[] = [];
    const paid: { id: string }[] = [];
    for (const [index, item] of items.entries()) {
      if (index % 20 === 7) continue;
      const due = String(item.due_date);
      const on = new Date(Date.parse(`${due}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
      const receivedOn = on > today ? today : on;
      const amount = Number(item.amount_due_cents);
      allocations.push({
        id: crypto.randomUUID(),
        organizationId,
        contractId: item.contract_id,
        rentPaymentId: item.id,
        originRentPaymentId: item.id,
        sourceType: 'manual',
        sourceLineId: null,
        amountCents: amount,
        receivedOn,
        createdAt: now,
      });
      paid.push({ id: item.id });
    }
    await insertAll(dataSource, PaymentAllocationEntity, allocations);
    // Each item's received total and last payment day, as the product keeps them: a statement per 500 items.
    const refresh = allocationRepository(dataSource);
    for (let i = 0; i < paid.length; i += 500)
      await refresh.refreshItems(
        organizationId,
        paid.slice(i, i + 500).map((item) => item.id),
      );
    return { dueItems: items.length, allocations: allocations.length, expenses: expenses.length };
  } finally {
    await dataSource.destroy();
  }
}

/** BENCH_PROFILE=1: the BFF writes a V8 CPU profile per portfolio size when it stops. */
function profileArgs(units: number): string[] {
  if (process.env.BENCH_PROFILE !== '1') return [];
  const dir = path.join(REPOSITORY_ROOT, '.bench/profiles', `dashboard-${units}`);
  fs.rmSync(dir, { recursive: true, force: true });
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`];
}

/** Seeds a portfolio of `units`, starts the production BFF, loads each target in turn. */
export async function measureDashboard(units: number): Promise<DashboardBenchResult> {
  let database: BenchDatabase | null = null;
  try {
    database = await createBenchDatabase(process.env.DATABASE_URL);
    log(`${units} units in one organization on ${database.description}: seeding…`);
    const started = performance.now();
    const seeded = await seed(database.env, units, 1);
    const portfolio = await seedPortfolio(database.env, seeded.organizationId);
    const seedSeconds = (performance.now() - started) / 1000;
    log(
      `  seeded in ${seedSeconds.toFixed(1)} s: ${portfolio.dueItems} due items, ${portfolio.allocations} amounts received, ${portfolio.expenses} expenses`,
    );
    const server = await startProductionBff(database.env, { from: 3900, to: 3999 }, profileArgs(units));
    try {
      const cookie = await signIn(server.url, seeded.email, seeded.password);
      const results = [];
      for (const target of TARGETS) {
        const result = await measureLoad({
          label: target.name,
          url: `${server.url}${target.path}`,
          headers: { cookie },
          durationSeconds: DURATION,
          warmupSeconds: 2,
          connections: CONNECTIONS,
        });
        log(
          `  ${target.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
        );
        results.push({ name: target.name, result });
      }
      return { units, seedSeconds, ...portfolio, results };
    } finally {
      await server.stop();
    }
  } finally {
    await database?.cleanup();
  }
}

export function formatDashboardBench(bench: DashboardBenchResult): string {
  const lines = [
    `Dashboard and statistics, ${bench.units} units in one organization (${bench.dueItems} due items, ${bench.expenses} expenses), ${CONNECTIONS} connections:`,
  ];
  // Issue 35's goals: p95 ≤ 150 ms at 500 units (≤ 600 ms at 5,000) and no error, each endpoint.
  const goalMs = bench.units <= 500 ? 150 : 600;
  lines.push(
    `endpoint                               |  req/s | p50 ms | p95 ms | errors | goal (p95 ≤ ${goalMs} ms, 0 errors)`,
  );
  for (const { name, result } of bench.results) {
    const failed = result.errors + result.non2xx;
    const met = result.p95Ms <= goalMs && failed === 0;
    lines.push(
      `${name.padEnd(38)} | ${String(result.requestsPerSecond).padStart(6)} | ${String(result.p50Ms).padStart(6)} | ${String(result.p95Ms).padStart(6)} | ${String(failed).padStart(6)} | ${met ? 'met' : 'NOT met'}`,
    );
  }
  lines.push(
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    log(
      `Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(2)}; ${DURATION} s per endpoint, ${CONNECTIONS} connections`,
    );
    // Each size's table as soon as it is measured; a size that fails (a first answer over the probe's 10 s on a
    // loaded machine) is reported and the next one still runs.
    for (const units of unitSizes(process.env.BENCH_UNITS, [500, 5_000])) {
      try {
        console.log(`\n${formatDashboardBench(await measureDashboard(units))}\n`);
      } catch (error) {
        console.error(`bench:dashboard: ${units} units not measured:`, error);
        process.exitCode = 1;
      }
    }
  } catch (error) {
    console.error('bench:dashboard failed:', error);
    process.exitCode = 1;
  } finally {
    await stopAllChildren();
  }
}
