import {
  DEFAULT_FINANCE_SETTINGS,
  type FinanceSettings,
  type InvoicingSettings,
} from '../domain/financeSettings';
import type { FinanceSettingsRow } from '../entities/FinanceSettingsEntity';

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

export function toFinanceSettingsRow(
  organizationId: string,
  settings: FinanceSettings,
  now: Date,
): FinanceSettingsRow {
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
