import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { errorOf, randomContext } from '@immodesk/platform/testing/errorOf';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import { indexationDatabaseModule } from '../indexationApi';
import { indexationApiWays, type OpenedIndexationApi } from './testing/indexationApiWays';
import { shiftMonth } from './domain/yearMonth';
import { readHealthIndexSource } from './source/healthIndexSource';
import { STATBEL_FIXTURE_PATH, statbelFixture } from './testing/statbelFixture';

const clock = fixedClock('2026-04-02T08:00:00Z');

/** Serves files by path on a loopback port, as Statbel's site would. */
async function serveFiles(files: Record<string, Uint8Array>) {
  const server = http.createServer((request, response) => {
    const body = files[request.url ?? ''];
    response.writeHead(body ? 200 : 404).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: (file: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${file}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const WAYS = indexationApiWays(clock);

describe.each(WAYS)('index:update on a file in Statbel layout (%s)', (_way, open) => {
  let database: TestDatabase;
  let opened: OpenedIndexationApi;
  let files: Awaited<ReturnType<typeof serveFiles>>;
  const changed = statbelFixture()
    .replace('|136.69|', '|136.71|')
    .replace('\r\n2013|2026|3|', '\r\n2013|2026|4|138.92|2.1%|138.51|135.3\r\n2013|2026|3|');
  const changedPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'health-index-')), 'changed.txt');

  beforeAll(async () => {
    database = await createTestDatabase([indexationDatabaseModule]);
    opened = await open(database);
    fs.writeFileSync(changedPath, changed);
    files = await serveFiles({
      '/CPI%20All%20base%20years.zip': zipSync({ 'CPI All base years.txt': strToU8(statbelFixture()) }),
    });
  });

  afterAll(async () => {
    await files?.close();
    await opened?.close();
    await database?.drop();
  });

  const update = async (source: string) =>
    opened.indexation.updateHealthIndex(await readHealthIndexSource(source));

  it('adds the missing months of each base, then nothing on a second run, and refuses a file that changes a stored month', async () => {
    expect(await opened.indexation.getHealthIndex()).toMatchObject({
      bases: [{ baseYear: 2013, firstMonth: '2015-01', lastMonth: '2025-12', count: 132 }],
      latestMonth: '2025-12',
    });

    const added = await update(files.url('/CPI%20All%20base%20years.zip'));
    expect(added.filter((entry) => entry.baseYear === 2013)).toEqual([
      { baseYear: 2013, month: '2026-01', value: 137.37 },
      { baseYear: 2013, month: '2026-02', value: 138.06 },
      { baseYear: 2013, month: '2026-03', value: 137.78 },
    ]);
    expect(added.filter((entry) => entry.baseYear === 2025).map((entry) => entry.month)).toEqual(
      Array.from({ length: 15 }, (_, position) => shiftMonth('2025-01', position)),
    );
    const status = await opened.indexation.getHealthIndex();
    expect(status).toMatchObject({
      bases: [
        { baseYear: 2025, firstMonth: '2025-01', lastMonth: '2026-03', count: 15 },
        { baseYear: 2013, firstMonth: '2015-01', lastMonth: '2026-03', count: 135 },
      ],
      latestMonth: '2026-03',
    });
    expect(status.months.at(-1)).toEqual({ month: '2026-03', value: 137.78 });

    expect(await update(STATBEL_FIXTURE_PATH)).toEqual([]);

    const refusal = await errorOf(update(changedPath));
    expect(refusal.code).toBe('validation_error');
    expect(refusal.details?.problems).toEqual([
      { code: 'conflicting_value', month: '2025-12', stored: 136.69, given: 136.71, baseYear: 2013 },
    ]);
    expect(await opened.indexation.getHealthIndex()).toEqual(status);
  });

  it('changes nothing when the file cannot be fetched', async () => {
    const before = await opened.indexation.getHealthIndex();
    await expect(update(files.url('/missing.zip'))).rejects.toThrow(/404/);
    expect(await opened.indexation.getHealthIndex()).toEqual(before);
  });

  it('takes both indices from one base that holds them, and says which', async () => {
    const owner = randomContext();
    const subject = (indexBaseMonth: string) => ({
      contractId: crypto.randomUUID(),
      epcLabel: 'B' as const,
      requestDate: '2026-03-10',
      lease: {
        region: 'brussels' as const,
        type: 'main_residence' as const,
        signedOn: '2025-02-10',
        startsOn: '2025-03-01',
        baseRentCents: 100_000,
        indexBaseMonth,
      },
    });
    // A start index published in 2025 came out in base 2013; one of 2026 in base 2025 (= 100 from January 2026).
    expect(await opened.indexation.previewIndexation(owner, subject('2025-01'))).toMatchObject({
      indexBase: 2013,
      baseIndex: 135.52,
      newIndexMonth: '2026-02',
      newIndex: 138.06,
    });
    const applied = await opened.indexation.applyIndexation(owner, subject('2026-01'));
    expect(applied).toMatchObject({
      indexBase: 2025,
      baseIndex: 101.32,
      newIndex: 101.83,
      newRentCents: 100_503,
    });
    expect(await opened.indexation.listIndexations(owner, applied.contractId)).toEqual([applied]);
  });
});
