// `npm run bench:properties`: GET /api/properties with 1,000 and 10,000 properties in ONE organization (the
// signed-in one), so the list query, its filters and a deep page run over the whole portfolio. Prints p95 per
// scenario; never fails on time. Env: DATABASE_URL (MariaDB/MySQL, else SQLite), BENCH_PROPERTY_SIZES
// (default "1000,10000"), BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50).
import os from 'node:os';
import { stopAllChildren } from './children';
import { createBenchDatabase, seed, type BenchDatabase } from './database';
import { measureLoad, type LoadResult } from './load';
import { signIn, startProductionBff } from './productionBff';

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const DURATION = positive('BENCH_DURATION', 10);
const CONNECTIONS = Math.round(positive('BENCH_CONNECTIONS', 50));
const SIZES = (process.env.BENCH_PROPERTY_SIZES ?? '1000,10000')
  .split(',')
  .map(Number)
  .filter((size) => size > 0);

/** What the list screen asks: the first page, a filtered page (search + status + price band), a deep page. */
const SCENARIOS = [
  { name: 'first page', query: 'pageSize=50' },
  {
    name: 'search + status + price band',
    query: 'pageSize=50&q=straat&status=active&minRentCents=50000&maxRentCents=100000',
  },
  { name: 'page 20', query: 'pageSize=50&page=20' },
] as const;

const log = (message: string) => console.log(`[bench:properties] ${message}`);

async function benchSize(
  size: number,
): Promise<{ size: number; results: { name: string; result: LoadResult }[] }> {
  let database: BenchDatabase | null = null;
  try {
    database = await createBenchDatabase(process.env.DATABASE_URL);
    log(`${size} properties in one organization on ${database.description}: seeding…`);
    const seeded = await seed(database.env, size, 1);
    log(`  seeded in ${seeded.seconds.toFixed(1)} s`);
    const server = await startProductionBff(database.env, { from: 3800, to: 3899 });
    try {
      const cookie = await signIn(server.url, seeded.email, seeded.password);
      const results = [];
      for (const scenario of SCENARIOS) {
        const result = await measureLoad({
          label: scenario.name,
          url: `${server.url}/api/properties?${scenario.query}`,
          headers: { cookie },
          durationSeconds: DURATION,
          warmupSeconds: 2,
          connections: CONNECTIONS,
        });
        log(
          `  ${scenario.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
        );
        results.push({ name: scenario.name, result });
      }
      return { size, results };
    } finally {
      await server.stop();
    }
  } finally {
    await database?.cleanup();
  }
}

try {
  log(
    `Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(2)}; ${DURATION} s per scenario, ${CONNECTIONS} connections`,
  );
  const all = [];
  for (const size of SIZES) all.push(await benchSize(size));
  console.log('\nGET /api/properties (BFF, session, zod, organization scope), one organization:');
  console.log('properties | scenario                       |  req/s | p50 ms | p95 ms');
  for (const { size, results } of all) {
    for (const { name, result } of results) {
      console.log(
        `${String(size).padStart(10)} | ${name.padEnd(30)} | ${String(result.requestsPerSecond).padStart(6)} | ${String(result.p50Ms).padStart(6)} | ${String(result.p95Ms).padStart(6)}`,
      );
    }
  }
} catch (error) {
  console.error('bench:properties failed:', error);
  process.exitCode = 1;
} finally {
  await stopAllChildren();
}
