import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

/** An organization's accounting, invoicing and automation settings; no row means the defaults (domain/financeSettings.ts). */
export type FinanceSettingsRow = {
  organizationId: string;
  accountingPeriod: string;
  fiscalYearStartMonth: number;
  currency: string;
  invoicePrefix: string;
  invoiceTemplate: string;
  paymentTermsDays: number;
  rentRequestsEnabled: boolean;
  rentRequestDaysBeforeDue: number;
  remindersEnabled: boolean;
  reminderAfterDays: number;
  indexationRemindersEnabled: boolean;
  updatedAt: Date;
};

export const FinanceSettingsEntity = new EntitySchema<FinanceSettingsRow>({
  name: 'FinanceSettings',
  tableName: 'finance_settings',
  columns: {
    organizationId: entityColumn.varchar(36, { name: 'organization_id', primary: true }),
    accountingPeriod: entityColumn.varchar(16, { name: 'accounting_period' }),
    fiscalYearStartMonth: entityColumn.int({ name: 'fiscal_year_start_month' }),
    currency: entityColumn.varchar(3),
    invoicePrefix: entityColumn.varchar(12, { name: 'invoice_prefix' }),
    invoiceTemplate: entityColumn.varchar(16, { name: 'invoice_template' }),
    paymentTermsDays: entityColumn.int({ name: 'payment_terms_days' }),
    rentRequestsEnabled: entityColumn.boolean({ name: 'rent_requests_enabled' }),
    rentRequestDaysBeforeDue: entityColumn.int({ name: 'rent_request_days_before_due' }),
    remindersEnabled: entityColumn.boolean({ name: 'reminders_enabled' }),
    reminderAfterDays: entityColumn.int({ name: 'reminder_after_days' }),
    indexationRemindersEnabled: entityColumn.boolean({ name: 'indexation_reminders_enabled' }),
    updatedAt: entityColumn.instant({ name: 'updated_at' }),
  },
});
