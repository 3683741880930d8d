/** Settings → accounting: a fiscal year starts on the first day of `fiscalYearStartMonth`; calendar is January. */
export type AccountingSettings = {
  period: 'calendar' | 'fiscal';
  fiscalYearStartMonth: number;
  currency: 'EUR';
};

export type InvoicingSettings = {
  prefix: string;
  template: 'standard' | 'modern' | 'classic';
  paymentTermsDays: 0 | 7 | 14 | 30;
};

export type AutomationSettings = {
  rentRequests: { enabled: boolean; daysBeforeDue: number };
  reminders: { enabled: boolean; afterDays: number };
  indexationReminders: { enabled: boolean };
};

export type FinanceSettings = {
  accounting: AccountingSettings;
  invoicing: InvoicingSettings;
  automations: AutomationSettings;
};

/** What an organization that never saved its settings gets. */
export const DEFAULT_FINANCE_SETTINGS: FinanceSettings = {
  accounting: { period: 'calendar', fiscalYearStartMonth: 1, currency: 'EUR' },
  invoicing: { prefix: 'INV-', template: 'standard', paymentTermsDays: 14 },
  automations: {
    rentRequests: { enabled: true, daysBeforeDue: 7 },
    reminders: { enabled: true, afterDays: 7 },
    indexationReminders: { enabled: true },
  },
};
