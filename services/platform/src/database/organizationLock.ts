import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../errors';

/** What a lock is taken for: one limited resource of an organization. */
export type OrganizationLockScope = 'properties' | 'tenants' | 'document_storage' | 'outgoing_mail';

// In this process, sections of the same organization and scope run one after the other. SQLite needs it: TypeORM
// runs every statement on one better-sqlite3 connection, where a second transaction only nests as a savepoint and
// isolates nothing. On MySQL it also keeps parallel requests from holding one pooled connection each while they wait.
const queues = new Map<string, Promise<unknown>>();

function inProcessOrder<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}

// MySQL's named locks are held by a connection, so the lock, the transaction and the release share one.
const LOCK_WAIT_SECONDS = 30;

async function underNamedLock<T>(
  dataSource: DataSource,
  name: string,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const rows = (await runner.query('SELECT GET_LOCK(?, ?) AS got', [name, LOCK_WAIT_SECONDS])) as {
      got: number | string | null;
    }[];
    if (Number(rows[0]?.got) !== 1) throw new AppError('unavailable');
    try {
      await runner.startTransaction();
      try {
        const result = await work(runner.manager);
        await runner.commitTransaction();
        return result;
      } catch (error) {
        await runner.rollbackTransaction();
        throw error;
      }
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [name]);
    }
  } finally {
    await runner.release();
  }
}

/**
 * Runs `work` (count what a limit counts, then write) in one transaction that holds the organization's lock for
 * `scope`, so a check and the write it allows cannot interleave with another request's: ten parallel creates
 * against a limit of three give three. Across instances the lock is MySQL's named lock (`GET_LOCK`, held by the
 * transaction's connection); SQLite is one process, where the in-process order suffices. Do slow work (geocoding,
 * file writes) before calling: every other write of the same organization and scope waits for this one.
 */
export async function underOrganizationLock<T>(
  dataSource: DataSource,
  organizationId: string,
  scope: OrganizationLockScope,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  const key = `${organizationId}:${scope}`;
  const isSqlite = dataSource.options.type === 'better-sqlite3';
  return inProcessOrder(key, () =>
    isSqlite ? dataSource.transaction(work) : underNamedLock(dataSource, `immodesk:${key}`, work),
  );
}
