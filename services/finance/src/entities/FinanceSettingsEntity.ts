import { EntitySchema } from 'typeorm';
import { booleanColumn, instantColumn } from '@immodesk/platform/database/columns';

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
    organizationId: { name: 'organization_id', type: 'varchar', length: 36, primary: true },
    accountingPeriod: { name: 'accounting_period', type: 'varchar', length: 16 },
    fiscalYearStartMonth: { name: 'fiscal_year_start_month', type: 'int' },
    currency: { type: 'varchar', length: 3 },
    invoicePrefix: { name: 'invoice_prefix', type: 'varchar', length: 12 },
    invoiceTemplate: { name: 'invoice_template', type: 'varchar', length: 16 },
    paymentTermsDays: { name: 'payment_terms_days', type: 'int' },
    rentRequestsEnabled: { name: 'rent_requests_enabled', type: 'boolean', transformer: booleanColumn },
    rentRequestDaysBeforeDue: { name: 'rent_request_days_before_due', type: 'int' },
    remindersEnabled: { name: 'reminders_enabled', type: 'boolean', transformer: booleanColumn },
    reminderAfterDays: { name: 'reminder_after_days', type: 'int' },
    indexationRemindersEnabled: {
      name: 'indexation_reminders_enabled',
      type: 'boolean',
      transformer: booleanColumn,
    },
    updatedAt: { name: 'updated_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
