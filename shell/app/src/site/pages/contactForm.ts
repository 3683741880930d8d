import { CONTACT_LIMITS, INQUIRY_TYPES, type InquiryType } from '@immodesk/contracts/contact/contactInquiry';

export type ContactFormValues = {
  name: string;
  email: string;
  inquiryType: InquiryType;
  subject: string;
  message: string;
};
export type ContactField = keyof ContactFormValues;
export type ContactErrors = Partial<Record<ContactField, 'required' | 'email' | 'tooLong'>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  inquiryType: 'technical',
  subject: '',
  message: '',
};
export { INQUIRY_TYPES };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC §5: name, email, subject and message are required; the server checks the same (ZSubmitContactRequest). */
export function validateContactForm(values: ContactFormValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    const value = values[field].trim();
    if (!value) errors[field] = 'required';
    else if (value.length > CONTACT_LIMITS[field]) errors[field] = 'tooLong';
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = 'email';
  return errors;
}
