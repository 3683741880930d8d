import { z } from 'zod';

/** SPEC §3: the inquiry types of the public contact form. */
export const INQUIRY_TYPES = ['technical', 'features', 'billing', 'account', 'data', 'integrations', 'feedback', 'other'] as const;
export const ZInquiryType = z.enum(INQUIRY_TYPES);
export type TInquiryType = z.infer<typeof ZInquiryType>;

export const CONTACT_LIMITS = { name: 200, email: 254, subject: 200, message: 5000 } as const;

/** SPEC §5: name, email, subject and message are required. */
export const ZSubmitContactRequest = z.object({
  name: z.string().trim().min(1).max(CONTACT_LIMITS.name),
  email: z.string().trim().toLowerCase().email().max(CONTACT_LIMITS.email),
  inquiryType: ZInquiryType,
  subject: z.string().trim().min(1).max(CONTACT_LIMITS.subject),
  message: z.string().trim().min(1).max(CONTACT_LIMITS.message),
  language: z.enum(['nl', 'en', 'fr']).optional(),
});
export type TSubmitContactRequest = z.infer<typeof ZSubmitContactRequest>;

/** 201 with the id of the stored inquiry. */
export const ZSubmitContactResponse = z.object({ id: z.string() });
export type TSubmitContactResponse = z.infer<typeof ZSubmitContactResponse>;
