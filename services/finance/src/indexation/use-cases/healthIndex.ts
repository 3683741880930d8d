import type { DataSource } from 'typeorm';
import { AppError, isAppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { validateImport, type HealthIndexMonth } from '../domain/healthIndex';
import {
  SHIPPED_BASE_YEAR,
  toIndexBases,
  type GivenBaseMonth,
  type HealthIndexBase,
  type HealthIndexBaseMonth,
} from '../domain/healthIndexBases';
import { healthIndexRepository } from '../repositories/healthIndexRepository';

/** The months of one base (by default the shipped 2013 = 100), oldest first. */
export function getHealthIndex(
  dataSource: DataSource,
  baseYear: number = SHIPPED_BASE_YEAR,
): Promise<HealthIndexMonth[]> {
  return healthIndexRepository(dataSource).all(baseYear);
}

/** Every stored month of every base, by base then month. */
export function getEveryHealthIndexBase(dataSource: DataSource): Promise<HealthIndexBaseMonth[]> {
  return healthIndexRepository(dataSource).everyBase();
}

export async function healthIndexBases(dataSource: DataSource): Promise<HealthIndexBase[]> {
  return toIndexBases(await getEveryHealthIndexBase(dataSource));
}

/** `npm run index:import`: adds the months that continue one base's series, in one transaction, or nothing at all. */
export async function importHealthIndex(
  dataSource: DataSource,
  clock: Clock,
  given: { month: string; value: number }[],
  baseYear: number = SHIPPED_BASE_YEAR,
): Promise<HealthIndexMonth[]> {
  return dataSource.transaction(async (manager) => {
    const repository = healthIndexRepository(manager);
    const added = validateImport(await repository.all(baseYear), given);
    await repository.insert(
      added.map((entry) => ({ ...entry, baseYear })),
      clock.now(),
    );
    return added;
  });
}

/**
 * `npm run index:update` and the daily job: Statbel's file holds several bases; each base's months pass the checks
 * of `validateImport` against that base's stored series. One refused base refuses the whole file (the problems name
 * their base), so a run adds every base's missing months or nothing.
 */
export async function updateHealthIndex(
  dataSource: DataSource,
  clock: Clock,
  given: GivenBaseMonth[],
): Promise<HealthIndexBaseMonth[]> {
  const byBase = new Map<number, { month: string; value: number }[]>();
  for (const { baseYear, month, value } of given) {
    const months = byBase.get(baseYear) ?? [];
    months.push({ month, value });
    byBase.set(baseYear, months);
  }
  return dataSource.transaction(async (manager) => {
    const repository = healthIndexRepository(manager);
    const added: HealthIndexBaseMonth[] = [];
    const problems: unknown[] = byBase.size === 0 ? [{ code: 'empty' }] : [];
    for (const [baseYear, months] of [...byBase.entries()].sort(([a], [b]) => a - b)) {
      try {
        const fresh = validateImport(await repository.all(baseYear), months);
        added.push(...fresh.map((entry) => ({ ...entry, baseYear })));
      } catch (error) {
        if (!isAppError(error) || !Array.isArray(error.details?.problems)) throw error;
        problems.push(...error.details.problems.map((problem: object) => ({ ...problem, baseYear })));
      }
    }
    if (problems.length > 0)
      throw new AppError('validation_error', {
        messageKey: 'errors.indexation.importRejected',
        details: { problems },
      });
    await repository.insert(added, clock.now());
    return added;
  });
}
