import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource, runMigrations } from '@immodesk/platform/database/createDataSource';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { errorOf, randomContext } from '@immodesk/platform/testing/errorOf';
import {
  createEmptyTestTarget,
  createTestDatabase,
  type TestDatabase,
} from '@immodesk/platform/testing/testDatabase';
import { indexationDatabaseModule } from '../indexationApi';
import { indexationApiWays, type OpenedIndexationApi } from './testing/indexationApiWays';
import { RentIndexationEntity } from './entities/RentIndexationEntity';

const clock = fixedClock('2025-11-20T08:00:00Z');

/** A Brussels lease of 2021 signed on paper, its rent 800 euros. */
const LEASE = {
  region: 'brussels' as const,
  type: 'main_residence' as const,
  signedOn: '2021-03-10',
  startsOn: '2021-04-01',
  baseRentCents: 80_000,
};

const TWO_REVISIONS = [
  { indexedOn: '2022-04-01', newRentCents: 84_000 },
  { indexedOn: '2023-04-01', newRentCents: 88_000 },
];

const WAYS = indexationApiWays(clock);

describe.each(WAYS)('recorded indexations (%s)', (_way, open) => {
  let database: TestDatabase;
  let opened: OpenedIndexationApi;
  beforeAll(async () => {
    database = await createTestDatabase([indexationDatabaseModule]);
    opened = await open(database);
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  const record = (
    context: ReturnType<typeof randomContext>,
    contractId: string,
    indexations = TWO_REVISIONS,
  ) => opened.indexation.recordPastIndexations(context, { contractId, lease: LEASE, indexations });

  it('keeps the revisions as recorded, without figures or a letter, and the next indexation reads them', async () => {
    const owner = randomContext();
    const contractId = crypto.randomUUID();
    await record(owner, contractId, [{ indexedOn: '2022-05-01', newRentCents: 81_000 }]);
    // Given again (a retried recording), they replace the earlier ones.
    await record(owner, contractId);
    const history = await opened.indexation.listIndexations(owner, contractId);
    expect(history).toEqual([
      expect.objectContaining({
        kind: 'recorded',
        indexationDate: '2023-04-01',
        newRentFrom: '2023-04-01',
        oldRentCents: 84_000,
        newRentCents: 88_000,
        increaseCents: 4_000,
      }),
      expect.objectContaining({ kind: 'recorded', indexationDate: '2022-04-01', oldRentCents: 80_000 }),
    ]);
    expect(history[0]).not.toHaveProperty('rule');
    expect(await opened.indexation.listIndexations(randomContext(), contractId)).toEqual([]);

    const letter = await errorOf(
      opened.indexation.recordIndexationLetter(owner, {
        contractId,
        indexationId: history[0]!.id,
        documentId: null,
      }),
    );
    expect(letter).toMatchObject({
      code: 'business_rule',
      messageKey: 'errors.indexation.recordedHasNoLetter',
    });

    const subject = { contractId, lease: LEASE, epcLabel: 'C' as const, requestDate: '2025-11-20' };
    const applied = await opened.indexation.applyIndexation(owner, subject);
    expect(applied).toMatchObject({
      kind: 'computed',
      indexationDate: '2025-04-01',
      baseRentCents: 80_000,
      oldRentCents: 88_000,
    });
    // Recorded revisions may not come after an indexation computed for the lease.
    const late = await errorOf(
      record(owner, contractId, [{ indexedOn: '2024-04-01', newRentCents: 90_000 }]),
    );
    expect(late).toMatchObject({
      code: 'validation_error',
      details: { 'indexations.0.indexedOn': 'validation.indexationsNotIncreasing' },
    });
  });

  it('refuses, all or nothing, a day outside the lease or out of order and a rent of nothing', async () => {
    const owner = randomContext();
    const contractId = crypto.randomUUID();
    const refused = await errorOf(
      record(owner, contractId, [
        { indexedOn: '2021-04-01', newRentCents: 84_000 },
        { indexedOn: '2023-04-01', newRentCents: 0 },
        { indexedOn: '2022-04-01', newRentCents: 86_000 },
        { indexedOn: '2025-12-01', newRentCents: 90_000 },
      ]),
    );
    expect(refused).toMatchObject({
      code: 'validation_error',
      details: {
        'indexations.0.indexedOn': 'validation.indexationBeforeLeaseStart',
        'indexations.1.newRentCents': 'validation.invalid',
        'indexations.2.indexedOn': 'validation.indexationsNotIncreasing',
        'indexations.3.indexedOn': 'validation.notInFuture',
      },
    });
    expect(await opened.indexation.listIndexations(owner, contractId)).toEqual([]);
  });
});

describe('the migration that adds recorded indexations', () => {
  it('keeps the indexations computed before it as they were', async () => {
    const empty = await createEmptyTestTarget();
    try {
      const before = {
        ...indexationDatabaseModule,
        migrations: indexationDatabaseModule.migrations.slice(0, -1),
      };
      await runMigrations(empty.target, [before]);
      const source = createDataSource(empty.target, []);
      await source.initialize();
      const id = crypto.randomUUID();
      await source.query(
        `INSERT INTO rent_indexations (id, organization_id, contract_id, request_date, anniversary_date, region, rule,
          epc_label, base_rent_cents, old_rent_cents, new_rent_cents, increase_cents, base_index_month,
          base_index_points, new_index_month, new_index_points, index_base_year, correction, retroactive_months,
          retroactive_from_month, retroactive_amount_cents, letter_document_id, letter_sent_at, created_at)
         VALUES (?, ?, ?, '2024-05-02', '2024-05-01', 'brussels', 'brussels_standard', 'B', 80000, 80000, 90000,
          10000, '2021-02', 11000, '2024-04', 12375, 2013, NULL, 0, NULL, 0, NULL, NULL, '2024-05-02 08:00:00.000')`,
        [id, crypto.randomUUID(), crypto.randomUUID()],
      );
      await source.destroy();

      await runMigrations(empty.target, [indexationDatabaseModule]);
      const migrated = createDataSource(empty.target, [indexationDatabaseModule]);
      await migrated.initialize();
      expect(await migrated.getRepository(RentIndexationEntity).findOneByOrFail({ id })).toMatchObject({
        kind: 'computed',
        rule: 'brussels_standard',
        baseIndexMonth: '2021-02',
        baseIndexPoints: 11000,
        newIndexPoints: 12375,
        indexBaseYear: 2013,
        newRentCents: 90_000,
      });
      await migrated.destroy();
    } finally {
      await empty.drop();
    }
  });
});
