import { z } from 'zod';

export const ACCOUNTING_PERIODS = ['calendar', 'fiscal'] as const;
export const ZAccountingPeriod = z.enum(ACCOUNTING_PERIODS);
export type TAccountingPeriod = z.infer<typeof ZAccountingPeriod>;

export const CURRENCIES = ['EUR'] as const;

/**
 * Settings → accounting (GET/PUT /api/settings/accounting). A fiscal year starts on the first day of
 * `fiscalYearStartMonth` (1–12); a calendar year is the same as a fiscal year starting in January, and then the
 * month is answered as 1. EUR is the only currency.
 */
export const ZAccountingSettings = z.object({
  period: ZAccountingPeriod,
  fiscalYearStartMonth: z.number().int().min(1).max(12),
  currency: z.enum(CURRENCIES),
});
export type TAccountingSettings = z.infer<typeof ZAccountingSettings>;

export const ZGetAccountingSettingsResponse = ZAccountingSettings;
export type TGetAccountingSettingsResponse = z.infer<typeof ZGetAccountingSettingsResponse>;

export const ZPutAccountingSettingsRequest = ZAccountingSettings;
export type TPutAccountingSettingsRequest = z.infer<typeof ZPutAccountingSettingsRequest>;

export const ZPutAccountingSettingsResponse = ZAccountingSettings;
export type TPutAccountingSettingsResponse = z.infer<typeof ZPutAccountingSettingsResponse>;
