import { z } from 'zod';

export const INVOICE_TEMPLATES = ['standard', 'modern', 'classic'] as const;
export const ZInvoiceTemplate = z.enum(INVOICE_TEMPLATES);
export type TInvoiceTemplate = z.infer<typeof ZInvoiceTemplate>;

/** SPEC.md §10: immediate (0), 7, 14 or 30 days. */
export const PAYMENT_TERMS_DAYS = [0, 7, 14, 30] as const;
export const ZPaymentTermsDays = z.union([z.literal(0), z.literal(7), z.literal(14), z.literal(30)]);
export type TPaymentTermsDays = z.infer<typeof ZPaymentTermsDays>;

export const INVOICE_PREFIX_MAX = 12;

/** Settings → invoicing (GET/PUT /api/settings/invoicing). The prefix: letters, digits, `-`, `_`, `/` or `.`. */
export const ZInvoicingSettings = z.object({
  prefix: z
    .string()
    .trim()
    .max(INVOICE_PREFIX_MAX)
    .regex(/^[A-Za-z0-9\-_/.]*$/, 'Letters, digits, - _ / . only'),
  template: ZInvoiceTemplate,
  paymentTermsDays: ZPaymentTermsDays,
});
export type TInvoicingSettings = z.infer<typeof ZInvoicingSettings>;

export const ZGetInvoicingSettingsResponse = ZInvoicingSettings;
export type TGetInvoicingSettingsResponse = z.infer<typeof ZGetInvoicingSettingsResponse>;

export const ZPutInvoicingSettingsRequest = ZInvoicingSettings;
export type TPutInvoicingSettingsRequest = z.infer<typeof ZPutInvoicingSettingsRequest>;

export const ZPutInvoicingSettingsResponse = ZInvoicingSettings;
export type TPutInvoicingSettingsResponse = z.infer<typeof ZPutInvoicingSettingsResponse>;
