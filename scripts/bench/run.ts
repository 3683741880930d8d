// `npm run bench`: cold build time, the JS weight of the landing page and two app routes, the first entry into a
// remote, and loopback load on bare Koa, the raw query (the practical ceiling) and the real list endpoint, in one
// run. Prints numbers; never fails on time. BENCH_ONLY=pages (`npm run bench:pages`) skips the load part.
// Env: DATABASE_URL (MariaDB/MySQL, else SQLite in a temp dir), BENCH_DURATION (s, default 10), BENCH_RECORDS
// (default 1000, 100 with BENCH_ONLY=pages), BENCH_CONNECTIONS (default 50), BENCH_SKIP_BUILD=1, CHROMIUM_PATH,
// BENCH_RENT_ROLL_ROWS (the rent-roll import's rows, default 2000; goals: preview ≤ 3 s, commit ≤ 10 s).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSettled, coldBuild, stopBuild } from './build';
import { measureContractPdf } from './contractPdf';
import { measureRentSchedule } from './rentSchedule';
import { formatRentRollImport, measureRentRollImport } from './rentRollImport';
import { measureStatementMatching } from './statementMatching';
import { formatDashboardBench, measureDashboard, unitSizes } from './dashboard';
import { freePort, REPOSITORY_ROOT, startServer, stopAllChildren, type Server } from './children';
import { createBenchDatabase, seed, type BenchDatabase } from './database';
import { BUDGETS, landingInitialScripts, measureAppPages, measureRemoteEntry } from './appPages';
import { GZIP_LEVEL } from './frontEnd';
import { koaVersion } from './koa3';
import { measureLoad, type LoadOptions, type LoadResult } from './load';
import { productionBffEnv } from './productionEnv';
import { formatReport, ratio, writeJson, type BenchReport, type Outcome } from './report';

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const ONLY_PAGES = process.env.BENCH_ONLY === 'pages';
const DURATION = positive('BENCH_DURATION', 10);
const RECORDS = Math.round(positive('BENCH_RECORDS', ONLY_PAGES ? 100 : 1000));
const ORGANIZATIONS = Math.min(20, RECORDS);
const CONNECTIONS = Math.round(positive('BENCH_CONNECTIONS', 50));
const WARMUP = DURATION < 5 ? 1 : 2;
const PORTS = { from: 3700, to: 3799 };
const BENCH_DIR = path.join(REPOSITORY_ROOT, 'scripts/bench');
const PROFILE_DIR = path.join(REPOSITORY_ROOT, '.bench/profiles');

/** BENCH_PROFILE=1: V8 CPU profiles of the servers (written when they stop), summarised by `scripts/bench/profileSummary.ts`. */
function profileArgs(name: string): string[] {
  if (process.env.BENCH_PROFILE !== '1') return [];
  const dir = path.join(PROFILE_DIR, name);
  fs.rmSync(dir, { recursive: true, force: true });
  // One file per thread (tsx's loader runs in a worker); the summary picks the busiest, the main thread.
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`];
}

let database: BenchDatabase | null = null;
let cleaning: Promise<void> | null = null;

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    stopBuild();
    await buildSettled();
    await stopAllChildren();
    await database
      ?.cleanup()
      .catch((error: unknown) => console.error('bench: could not remove the bench database:', error));
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, stopping children and removing the bench database…`);
    void cleanup().finally(() => process.exit(130));
  });
}

const log = (message: string) => console.log(`[bench] ${message}`);
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function attempt<T>(what: string, action: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await action() };
  } catch (error) {
    log(`${what} failed: ${reasonOf(error)}`);
    return { ok: false, reason: reasonOf(error) };
  }
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: REPOSITORY_ROOT,
      encoding: 'utf8',
    }).trim();
  } catch {
    return null;
  }
}

async function loadTarget(
  options: Omit<LoadOptions, 'durationSeconds' | 'warmupSeconds' | 'connections'>,
): Promise<LoadResult> {
  log(`load: ${options.label} (${WARMUP} s warm-up + ${DURATION} s measured)`);
  const result = await measureLoad({
    ...options,
    durationSeconds: DURATION,
    warmupSeconds: WARMUP,
    connections: CONNECTIONS,
  });
  log(
    `  ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
  );
  return result;
}

/** One server process for the duration of one measurement. */
async function withServer<T>(start: () => Promise<Server>, use: (server: Server) => Promise<T>): Promise<T> {
  const server = await start();
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('immodesk_session='));
  if (!response.ok || !cookie)
    throw new Error(`login answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return cookie.split(';')[0] ?? cookie;
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const loadAverageBefore = os.loadavg()[0] ?? 0;
  const koa = koaVersion();
  log(
    `Node ${process.version}, Koa ${koa}, ${os.cpus().length} CPUs; ${DURATION} s per target, ${CONNECTIONS} connections, ${RECORDS} records`,
  );

  let build: BenchReport['build'] = { ok: false, skipped: true, reason: 'BENCH_SKIP_BUILD=1' };
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log('cold build: npm run build (shell + remotes), dist/ removed first…');
    build = await attempt('cold build', coldBuild);
    if (build.ok) {
      log(
        `  ${build.value.ok ? 'built' : `FAILED (exit ${build.value.exitCode})`} in ${build.value.seconds.toFixed(1)} s`,
      );
      if (!build.value.ok) console.log(build.value.tail.replace(/^/gm, '  | '));
    }
  }

  const ports: number[] = [];
  for (let i = 0; i < 3; i += 1) ports.push(await freePort(PORTS.from, PORTS.to, ports));
  const [bffPort = 0, barePort = 0, rawPort = 0] = ports;

  database = await createBenchDatabase(process.env.DATABASE_URL);
  log(`database: ${database.description}`);
  log(`seeding ${RECORDS} properties over ${ORGANIZATIONS} organizations…`);
  const seeded = await seed(database.env, RECORDS, ORGANIZATIONS);
  log(`  seeded in ${seeded.seconds.toFixed(1)} s; measuring organization ${seeded.organizationId}`);

  const driver = database.kind === 'mariadb' ? 'mysql2 pool' : 'better-sqlite3';
  const labels = {
    bare: `bare Koa ${koa} hello`,
    raw: `raw Koa ${koa} + ${driver}, same query`,
    real: 'GET /api/properties?pageSize=50 (BFF)',
  };
  const dbEnv = database.env;
  const dbKind = database.kind;

  const skipped = <T>(): Outcome<T> => ({ ok: false, reason: 'BENCH_ONLY=pages' });
  const bare = ONLY_PAGES
    ? skipped<LoadResult>()
    : await attempt('bare Koa', () =>
        withServer(
          () =>
            startServer({
              name: 'bare Koa',
              file: path.join(BENCH_DIR, 'bareKoa.ts'),
              port: barePort,
              nodeArgs: profileArgs('bare'),
              env: {},
              readyPath: '/health',
            }),
          (server) => loadTarget({ label: labels.bare, url: `${server.url}/` }),
        ),
      );
  const raw = ONLY_PAGES
    ? skipped<LoadResult>()
    : await attempt('raw list', () =>
        withServer(
          () =>
            startServer({
              name: 'raw list',
              file: path.join(BENCH_DIR, 'rawList.ts'),
              port: rawPort,
              nodeArgs: profileArgs(`raw-${dbKind}`),
              env: { ...dbEnv, ORGANIZATION_ID: seeded.organizationId },
              readyPath: '/health',
            }),
          (server) => loadTarget({ label: labels.raw, url: `${server.url}/properties` }),
        ),
      );

  const production = await productionBffEnv(bffPort);
  const bffEnv: Record<string, string> = { ...dbEnv, ...production.env };
  let real: Outcome<LoadResult> = { ok: false, reason: 'the BFF did not start' };
  let pages: BenchReport['pages'] = { ok: false, reason: 'the BFF did not start' };
  let firstRemoteEntry: BenchReport['firstRemoteEntry'] = { ok: false, reason: 'the BFF did not start' };
  const credentials = { email: seeded.email, password: seeded.password };
  await attempt('BFF', () =>
    withServer(
      () =>
        startServer({
          name: 'BFF',
          file: path.join(REPOSITORY_ROOT, 'bff/src/main.ts'),
          port: bffPort,
          nodeArgs: profileArgs(`bff-${dbKind}`),
          env: bffEnv,
          readyPath: '/api/health/database',
        }),
      async (server) => {
        real = ONLY_PAGES
          ? skipped<LoadResult>()
          : await attempt('real endpoint', async () => {
              const cookie = await login(server.url, seeded.email, seeded.password);
              return loadTarget({
                label: labels.real,
                url: `${server.url}/api/properties?pageSize=50`,
                headers: { cookie },
              });
            });
        log('front end: loading /nl, /dashboard and /properties in headless Chromium…');
        pages = await attempt('pages in Chromium', () => measureAppPages(server.url, credentials));
        log('front end: first entry into a remote (/dashboard → /properties)…');
        firstRemoteEntry = await attempt('first entry into a remote', () =>
          measureRemoteEntry(server.url, credentials),
        );
      },
    ),
  );

  const landingStatic = await attempt('site/index.html scripts', async () => landingInitialScripts());
  log('contract PDF render: one lease through the PDF port, warm p50…');
  const contractPdf = ONLY_PAGES
    ? skipped<Awaited<ReturnType<typeof measureContractPdf>>>()
    : await attempt('contract PDF render', () => measureContractPdf());
  log('rent schedule: the rent-schedule job and the overdue scan for 10,000 leases…');
  const rentSchedule = ONLY_PAGES
    ? skipped<Awaited<ReturnType<typeof measureRentSchedule>>>()
    : await attempt('rent schedule', () => measureRentSchedule());
  log('bank statement: import and matching of a 5,000-line statement…');
  const statementMatching = ONLY_PAGES
    ? skipped<Awaited<ReturnType<typeof measureStatementMatching>>>()
    : await attempt('statement matching', () => measureStatementMatching());

  const report: BenchReport = {
    startedAt,
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '?',
      gitCommit: gitCommit(),
      loadAverageBefore,
      loadAverageAfter: os.loadavg()[0] ?? 0,
    },
    settings: {
      database: database.description,
      databaseKind: database.kind,
      records: RECORDS,
      organizations: ORGANIZATIONS,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      gzipLevel: GZIP_LEVEL,
    },
    seedSeconds: Math.round(seeded.seconds * 10) / 10,
    build,
    landingStatic,
    pages,
    firstRemoteEntry,
    load: { bare, raw, real },
    ratios: { realOverRaw: ratio(real, raw), realOverBare: ratio(real, bare) },
    contractPdf,
    rentSchedule,
    statementMatching,
    budgets: BUDGETS,
  };
  console.log(formatReport(report, labels, { onlyPages: ONLY_PAGES }));
  if (!ONLY_PAGES) {
    // 500 units by default (the 5,000-unit case seeds for minutes): BENCH_DASHBOARD_UNITS=500,5000 adds it.
    for (const units of unitSizes(process.env.BENCH_DASHBOARD_UNITS, [500])) {
      log(
        `dashboard and statistics: ${units} units in one organization, GET /api/dashboard and /api/reports…`,
      );
      const dashboard = await attempt('dashboard and statistics load', () => measureDashboard(units));
      console.log(
        dashboard.ok
          ? `\n${formatDashboardBench(dashboard.value)}`
          : `\ndashboard and statistics: not measured (${dashboard.reason})`,
      );
    }
  }
  if (!ONLY_PAGES) {
    const rows = Math.round(positive('BENCH_RENT_ROLL_ROWS', 2_000));
    log(`rent-roll import: a ${rows}-row CSV previewed, then committed (POST /api/imports/…)…`);
    const rentRoll = await attempt('rent-roll import', () => measureRentRollImport(rows));
    console.log(
      rentRoll.ok
        ? `\n${formatRentRollImport(rentRoll.value)}`
        : `\nrent-roll import: not measured (${rentRoll.reason})`,
    );
  }
  const file = writeJson(REPOSITORY_ROOT, report);
  console.log(`\nJSON: ${path.relative(REPOSITORY_ROOT, file)}`);
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error('bench: the harness failed:', error);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
