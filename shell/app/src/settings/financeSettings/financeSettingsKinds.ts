import type { TAccountingSettings } from '@immodesk/contracts/settings/accountingSettings.contract';
import type { TAutomationSettings } from '@immodesk/contracts/settings/automationSettings.contract';
import type { TInvoicingSettings } from '@immodesk/contracts/settings/invoicingSettings.contract';

/** The organization-wide settings stored whole at `/api/settings/<kind>`, each read and saved the same way. */
export type FinanceSettingsByKind = {
  accounting: TAccountingSettings;
  invoicing: TInvoicingSettings;
  automations: TAutomationSettings;
};

export type FinanceSettingsKind = keyof FinanceSettingsByKind;

export const financeSettingsPath = (kind: FinanceSettingsKind) => `/api/settings/${kind}`;

/** The catalog keys every such section has, under its kind (`automations.saved`…). */
export const financeSettingsText = (kind: FinanceSettingsKind) => ({
  heading: `settings.sections.${kind}` as const,
  saved: `${kind}.saved` as const,
  saveFailed: `${kind}.saveFailed` as const,
  unavailableTitle: `${kind}.unavailableTitle` as const,
  fetchFailed: `${kind}.fetchFailed` as const,
});
