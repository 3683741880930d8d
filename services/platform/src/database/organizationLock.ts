import type { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from './uniqueViolation';

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

async function ensureLockRow(dataSource: DataSource, organizationId: string, scope: string): Promise<void> {
  const rows: unknown[] = await dataSource.query(
    'SELECT organization_id FROM organization_locks WHERE organization_id = ? AND scope = ?',
    [organizationId, scope],
  );
  if (rows.length > 0) return;
  try {
    await dataSource.query('INSERT INTO organization_locks (organization_id, scope) VALUES (?, ?)', [
      organizationId,
      scope,
    ]);
  } catch (error) {
    // Another request (or instance) created it first: that row is the one to lock.
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * Runs `work` (count what a limit counts, then write) in one transaction that holds the organization's lock for
 * `scope`, so a check and the write it allows cannot interleave with another request's: ten parallel creates
 * against a limit of three give three. Across instances the lock is the row's `SELECT … FOR UPDATE` (MySQL and
 * MariaDB); SQLite is one process, where the in-process order suffices. Do slow work (geocoding, file writes)
 * before calling: every other write of the same organization and scope waits for this one.
 */
export async function underOrganizationLock<T>(
  dataSource: DataSource,
  organizationId: string,
  scope: OrganizationLockScope,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  await ensureLockRow(dataSource, organizationId, scope);
  const isSqlite = dataSource.options.type === 'better-sqlite3';
  return inProcessOrder(`${organizationId}:${scope}`, () =>
    dataSource.transaction(async (manager) => {
      if (!isSqlite)
        await manager.query(
          'SELECT organization_id FROM organization_locks WHERE organization_id = ? AND scope = ? FOR UPDATE',
          [organizationId, scope],
        );
      return work(manager);
    }),
  );
}
