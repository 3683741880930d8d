import {
  REMINDER_AFTER_DAYS_MAX,
  RENT_REQUEST_DAYS_BEFORE_MAX,
  type TAutomationSettings,
} from '@immodesk/contracts/settings/automationSettings.contract';

/** The automations that run a number of days from the due date, in the form's order. */
export const DAYS_AUTOMATIONS = ['rentRequests', 'reminders'] as const;
export type DaysAutomation = (typeof DAYS_AUTOMATIONS)[number];

/** The days an automation's settings hold: before the due date for rent requests, after it for reminders. */
export const daysOf = (settings: TAutomationSettings, automation: DaysAutomation): number =>
  automation === 'rentRequests' ? settings.rentRequests.daysBeforeDue : settings.reminders.afterDays;

export const DAY_RANGES: Record<DaysAutomation, { min: number; max: number }> = {
  rentRequests: { min: 0, max: RENT_REQUEST_DAYS_BEFORE_MAX },
  reminders: { min: 1, max: REMINDER_AFTER_DAYS_MAX },
};

/** The number typed in a days field, or NaN for anything that is not a whole number (the contract refuses it). */
export const wholeDays = (typed: FormDataEntryValue | null) =>
  /^\s*\d+\s*$/.test(String(typed ?? '')) ? Number(typed) : Number.NaN;
