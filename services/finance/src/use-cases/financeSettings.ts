import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import {
  DEFAULT_FINANCE_SETTINGS,
  type AccountingSettings,
  type AutomationSettings,
  type FinanceSettings,
  type InvoicingSettings,
} from '../domain/financeSettings';
import type { FinanceSettingsRow } from '../entities/FinanceSettingsEntity';
import { financeSettingsRepository } from '../repositories/financeSettingsRepository';

export function toFinanceSettings(row: FinanceSettingsRow | null): FinanceSettings {
  if (!row) return DEFAULT_FINANCE_SETTINGS;
  return {
    accounting: {
      period: row.accountingPeriod === 'fiscal' ? 'fiscal' : 'calendar',
      fiscalYearStartMonth: row.accountingPeriod === 'fiscal' ? row.fiscalYearStartMonth : 1,
      currency: 'EUR',
    },
    invoicing: {
      prefix: row.invoicePrefix,
      template: row.invoiceTemplate as InvoicingSettings['template'],
      paymentTermsDays: row.paymentTermsDays as InvoicingSettings['paymentTermsDays'],
    },
    automations: {
      rentRequests: { enabled: row.rentRequestsEnabled, daysBeforeDue: row.rentRequestDaysBeforeDue },
      reminders: { enabled: row.remindersEnabled, afterDays: row.reminderAfterDays },
      indexationReminders: { enabled: row.indexationRemindersEnabled },
    },
  };
}

function toRow(organizationId: string, settings: FinanceSettings, now: Date): FinanceSettingsRow {
  const { accounting, invoicing, automations } = settings;
  return {
    organizationId,
    accountingPeriod: accounting.period,
    fiscalYearStartMonth: accounting.period === 'fiscal' ? accounting.fiscalYearStartMonth : 1,
    currency: accounting.currency,
    invoicePrefix: invoicing.prefix.trim(),
    invoiceTemplate: invoicing.template,
    paymentTermsDays: invoicing.paymentTermsDays,
    rentRequestsEnabled: automations.rentRequests.enabled,
    rentRequestDaysBeforeDue: automations.rentRequests.daysBeforeDue,
    remindersEnabled: automations.reminders.enabled,
    reminderAfterDays: automations.reminders.afterDays,
    indexationRemindersEnabled: automations.indexationReminders.enabled,
    updatedAt: now,
  };
}

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

/** Saves one section; the others keep their stored (or default) values. */
async function saveSection<K extends keyof FinanceSettings>(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  section: K,
  value: FinanceSettings[K],
): Promise<FinanceSettings[K]> {
  return dataSource.transaction(async (manager) => {
    const repository = financeSettingsRepository(manager);
    const current = toFinanceSettings(await repository.find(context.organizationId));
    const row = toRow(context.organizationId, { ...current, [section]: value }, clock.now());
    await repository.save(row);
    return toFinanceSettings(row)[section];
  });
}

export const getAccountingSettings = async (
  dataSource: DataSource,
  context: RequestContext,
): Promise<AccountingSettings> => (await getFinanceSettings(dataSource, context)).accounting;
export const getInvoicingSettings = async (
  dataSource: DataSource,
  context: RequestContext,
): Promise<InvoicingSettings> => (await getFinanceSettings(dataSource, context)).invoicing;
export const getAutomationSettings = async (
  dataSource: DataSource,
  context: RequestContext,
): Promise<AutomationSettings> => (await getFinanceSettings(dataSource, context)).automations;

export const putAccountingSettings = (
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  value: AccountingSettings,
) => saveSection(dataSource, clock, context, 'accounting', value);
export const putInvoicingSettings = (
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  value: InvoicingSettings,
) => saveSection(dataSource, clock, context, 'invoicing', value);
export const putAutomationSettings = (
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  value: AutomationSettings,
) => saveSection(dataSource, clock, context, 'automations', value);
