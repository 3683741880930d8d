import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { FinanceSettings } from '../domain/financeSettings';
import { financeSettingsRepository } from '../repositories/financeSettingsRepository';
import { toFinanceSettings, toFinanceSettingsRow } from './toFinanceSettings';

/** Saves one section; the others keep their stored (or default) values. */
export async function updateFinanceSettings<K extends keyof FinanceSettings>(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  section: K,
  value: FinanceSettings[K],
): Promise<FinanceSettings[K]> {
  return dataSource.transaction(async (manager) => {
    const repository = financeSettingsRepository(manager);
    const current = toFinanceSettings(await repository.find(context.organizationId));
    const row = toFinanceSettingsRow(context.organizationId, { ...current, [section]: value }, clock.now());
    await repository.save(row);
    return toFinanceSettings(row)[section];
  });
}
