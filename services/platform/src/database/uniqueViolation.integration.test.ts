import { Table, TableIndex } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { isUniqueViolation } from './uniqueViolation';

async function errorOf(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error('the write was expected to fail');
}

describe('isUniqueViolation, against the errors of the real database driver', () => {
  let database: TestDatabase;
  const insert = (id: string, code: string | null) =>
    database.dataSource.query('INSERT INTO unique_probe (id, code) VALUES (?, ?)', [id, code]);

  beforeAll(async () => {
    database = await createTestDatabase([]);
    const queryRunner = database.dataSource.createQueryRunner();
    await queryRunner.createTable(
      new Table({
        name: 'unique_probe',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'code', type: 'varchar', length: '40', isNullable: false },
        ],
      }),
    );
    await queryRunner.createIndex(
      'unique_probe',
      new TableIndex({ name: 'uq_unique_probe_code', columnNames: ['code'], isUnique: true }),
    );
    await queryRunner.release();
    await insert('a', 'taken');
  });
  afterAll(async () => database?.drop());

  it('recognises a value a unique index already holds', async () => {
    expect(isUniqueViolation(await errorOf(() => insert('b', 'taken')))).toBe(true);
  });

  it('recognises a primary key that is already used', async () => {
    expect(isUniqueViolation(await errorOf(() => insert('a', 'free')))).toBe(true);
  });

  it('does not mistake another constraint for a duplicate', async () => {
    expect(isUniqueViolation(await errorOf(() => insert('c', null)))).toBe(false);
  });

  it('does not mistake a missing table or a plain error for a duplicate', async () => {
    expect(
      isUniqueViolation(await errorOf(() => database.dataSource.query('SELECT * FROM no_such_table'))),
    ).toBe(false);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: unique_probe.code'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
