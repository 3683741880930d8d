/** SPEC §3: the inquiry types of the public contact form. Plain constants (no zod) so the public bundle can use them. */
export const INQUIRY_TYPES = [
  'technical',
  'features',
  'billing',
  'account',
  'data',
  'integrations',
  'feedback',
  'other',
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const CONTACT_LIMITS = { name: 200, email: 254, subject: 200, message: 5000 } as const;
