import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT_FORM, validateContactForm } from './contactForm';

describe('contact form validation (SPEC §5)', () => {
  it('requires name, email, subject and message', () => {
    expect(validateContactForm(EMPTY_CONTACT_FORM)).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    });
  });

  it('checks the e-mail address and accepts a complete form', () => {
    const form = { ...EMPTY_CONTACT_FORM, name: 'Els', email: 'els@', subject: 'Vraag', message: 'Hallo' };
    expect(validateContactForm(form)).toEqual({ email: 'email' });
    expect(validateContactForm({ ...form, email: 'els@example.be' })).toEqual({});
  });
});
