import { z } from 'zod';
import { CONTACT_LIMITS, INQUIRY_TYPES } from './contactInquiry';

export { CONTACT_LIMITS, INQUIRY_TYPES };
export const ZInquiryType = z.enum(INQUIRY_TYPES);
export type TInquiryType = z.infer<typeof ZInquiryType>;

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
