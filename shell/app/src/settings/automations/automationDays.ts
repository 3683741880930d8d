import {
  REMINDER_AFTER_DAYS_MAX,
  RENT_REQUEST_DAYS_BEFORE_MAX,
} from '@immodesk/contracts/settings/automationSettings.contract';

/** The automations that run a number of days from the due date. */
export type DaysAutomation = 'rentRequests' | 'reminders';

export const DAY_RANGES: Record<DaysAutomation, { min: number; max: number }> = {
  rentRequests: { min: 0, max: RENT_REQUEST_DAYS_BEFORE_MAX },
  reminders: { min: 1, max: REMINDER_AFTER_DAYS_MAX },
};

/** The number typed in a days field, or NaN for anything that is not a whole number (the contract refuses it). */
export const wholeDays = (typed: FormDataEntryValue | null) =>
  /^\s*\d+\s*$/.test(String(typed ?? '')) ? Number(typed) : Number.NaN;
