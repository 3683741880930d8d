import type { DataSource } from 'typeorm';
import type { Clock } from '@immodesk/platform/ports/clock';
import { validateImport, type HealthIndexLookup, type HealthIndexMonth } from '../domain/healthIndex';
import { healthIndexRepository } from '../repositories/healthIndexRepository';

export function getHealthIndex(dataSource: DataSource): Promise<HealthIndexMonth[]> {
  return healthIndexRepository(dataSource).all();
}

export async function healthIndexLookup(dataSource: DataSource): Promise<HealthIndexLookup> {
  const months = new Map((await getHealthIndex(dataSource)).map((entry) => [entry.month, entry.points]));
  return (month) => months.get(month);
}

/** `npm run index:import`: adds the months that continue the stored series, in one transaction, or nothing at all. */
export async function importHealthIndex(
  dataSource: DataSource,
  clock: Clock,
  given: { month: string; value: number }[],
): Promise<HealthIndexMonth[]> {
  return dataSource.transaction(async (manager) => {
    const repository = healthIndexRepository(manager);
    const added = validateImport(await repository.all(), given);
    await repository.insert(added, clock.now());
    return added;
  });
}
