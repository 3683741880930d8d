// Rent-roll import (issue 25): a 2,000-row CSV (every unit rented, Belgian notations) previewed then committed
// through the real routes on the configured database (DATABASE_URL: MariaDB/MySQL, else SQLite in a temp dir).
// Goals: preview ≤ 3 s, commit ≤ 10 s. Prints numbers; never fails on time. `npm run bench:rent-roll`.
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createTestApp } from '@immodesk/bff/testing/createTestApp';
import { rentRollSheet, rentRollUnit, toCsv } from '@immodesk/bff/testing/rentRollSheet';
import { givenSignedInOwner } from '@immodesk/bff/testing/signedInAgent';

export const RENT_ROLL_GOALS = { previewMs: 3_000, commitMs: 10_000 };

export type RentRollTiming = { rows: number; previewMs: number; commitMs: number; created: number };

export async function measureRentRollImport(rows = 2_000): Promise<RentRollTiming> {
  const testApp = await createTestApp();
  try {
    const { owner, agent } = await givenSignedInOwner(testApp);
    await testApp.services.identity.changeOrganizationPlan(owner.context, { planType: 'enterprise' });
    const units = Array.from({ length: rows }, (_, index) => rentRollUnit(index, { prefix: 'Benchstraat' }));
    const file = Buffer.from(toCsv(rentRollSheet(units)), 'utf8');
    let started = performance.now();
    const preview = await agent.post('/api/imports/rent-roll').attach('file', file, 'bench.csv');
    const previewMs = Math.round(performance.now() - started);
    if (preview.status !== 200) throw new Error(`preview answered ${preview.status}`);
    started = performance.now();
    const commit = await agent.post(`/api/imports/${preview.body.id}/commit`);
    const commitMs = Math.round(performance.now() - started);
    if (commit.status !== 200) throw new Error(`commit answered ${commit.status}`);
    return { rows, previewMs, commitMs, created: commit.body.created.contracts as number };
  } finally {
    await testApp.close();
  }
}

export function formatRentRollImport(timing: RentRollTiming): string {
  const verdict = (ms: number, goal: number) =>
    ms <= goal ? `within the ${goal} ms goal` : `OVER the ${goal} ms goal`;
  return [
    `rent-roll preview, ${timing.rows} rows: ${timing.previewMs} ms — ${verdict(timing.previewMs, RENT_ROLL_GOALS.previewMs)}`,
    `rent-roll commit, ${timing.created} leases: ${timing.commitMs} ms — ${verdict(timing.commitMs, RENT_ROLL_GOALS.commitMs)}`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = Number(process.env.BENCH_RENT_ROLL_ROWS) || 2_000;
  console.log(formatRentRollImport(await measureRentRollImport(rows)));
}
