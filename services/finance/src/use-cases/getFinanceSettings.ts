import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { DEFAULT_FINANCE_SETTINGS, type FinanceSettings } from '../domain/financeSettings';
import { financeSettingsRepository } from '../repositories/financeSettingsRepository';
import { toFinanceSettings } from './toFinanceSettings';

export async function getFinanceSettings(
  dataSource: DataSource,
  context: RequestContext,
): Promise<FinanceSettings> {
  return toFinanceSettings(await financeSettingsRepository(dataSource).find(context.organizationId));
}

/** Each organization's settings (defaults for those that never saved), for the jobs that act on many at once. */
export async function getFinanceSettingsOf(
  dataSource: DataSource,
  organizationIds: readonly string[],
): Promise<Map<string, FinanceSettings>> {
  const rows = await financeSettingsRepository(dataSource).findMany([...new Set(organizationIds)]);
  const byOrganization = new Map(rows.map((row) => [row.organizationId, toFinanceSettings(row)]));
  return new Map(organizationIds.map((id) => [id, byOrganization.get(id) ?? DEFAULT_FINANCE_SETTINGS]));
}
