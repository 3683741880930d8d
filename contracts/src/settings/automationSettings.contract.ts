import { z } from 'zod';

export const RENT_REQUEST_DAYS_BEFORE_MAX = 60;
export const REMINDER_AFTER_DAYS_MAX = 90;

/**
 * Settings → automations (GET/PUT /api/settings/automations): rent requests mailed `daysBeforeDue` days before a
 * due date (this lead also makes the schedule create the next period's due item that early), a reminder mailed to
 * the tenant `afterDays` days after an unpaid due date, and indexation reminders.
 */
export const ZAutomationSettings = z.object({
  rentRequests: z.object({
    enabled: z.boolean(),
    daysBeforeDue: z.number().int().min(0).max(RENT_REQUEST_DAYS_BEFORE_MAX),
  }),
  reminders: z.object({
    enabled: z.boolean(),
    afterDays: z.number().int().min(1).max(REMINDER_AFTER_DAYS_MAX),
  }),
  indexationReminders: z.object({ enabled: z.boolean() }),
});
export type TAutomationSettings = z.infer<typeof ZAutomationSettings>;

export const ZGetAutomationSettingsResponse = ZAutomationSettings;
export type TGetAutomationSettingsResponse = z.infer<typeof ZGetAutomationSettingsResponse>;

export const ZPutAutomationSettingsRequest = ZAutomationSettings;
export type TPutAutomationSettingsRequest = z.infer<typeof ZPutAutomationSettingsRequest>;

export const ZPutAutomationSettingsResponse = ZAutomationSettings;
export type TPutAutomationSettingsResponse = z.infer<typeof ZPutAutomationSettingsResponse>;
