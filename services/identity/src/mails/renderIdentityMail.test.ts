import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@immodesk/contracts/common/primitives';
import { IDENTITY_MAILS } from './identityMailCatalog';
import { absoluteUrl, renderIdentityMail } from './renderIdentityMail';

const brand = { productName: () => 'Huurbaas', publicUrl: 'https://app.huurbaas.be' };

describe('identity mails', () => {
  it('renders in the recipient language with the brand name and absolute links', () => {
    const link = absoluteUrl(brand, '/verify-email', { token: 'abc' });
    const mail = renderIdentityMail(brand, 'verify_email', {
      to: 'an@example.be',
      language: 'fr',
      firstName: 'An',
      link,
    });
    expect(link).toBe('https://app.huurbaas.be/verify-email?token=abc');
    expect(mail.subject).toBe('Confirmez votre adresse e-mail pour Huurbaas');
    expect(mail.text).toContain('Bonjour An,');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail).toMatchObject({ language: 'fr', kind: 'verify_email' });
  });

  it('escapes names in the HTML version', () => {
    const mail = renderIdentityMail(brand, 'reset_password', {
      to: 'x@example.be',
      language: 'nl',
      firstName: '<b>Jan</b>',
      link: 'https://app.huurbaas.be/reset-password?token=t',
    });
    expect(mail.html).not.toContain('<b>Jan</b>');
    expect(mail.html).toContain('&#60;b&#62;Jan');
  });

  it('has every mail in every language', () => {
    for (const language of LANGUAGES)
      expect(Object.keys(IDENTITY_MAILS[language]).sort()).toEqual(Object.keys(IDENTITY_MAILS.nl).sort());
  });
});

describe('identity mails and what the outbox keeps', () => {
  it('marks the token of every link as a secret to redact after delivery', () => {
    const mail = renderIdentityMail(brand, 'verify_email', {
      to: 'an@example.be',
      language: 'nl',
      firstName: 'An',
      link: absoluteUrl(brand, '/verify-email', { token: 'tok-123456' }),
    });
    expect(mail.secrets).toEqual(['tok-123456']);
    const plain = renderIdentityMail(brand, 'account_exists', {
      to: 'an@example.be',
      language: 'nl',
      firstName: 'An',
      link: absoluteUrl(brand, '/login'),
      values: { resetLink: absoluteUrl(brand, '/forgot-password') },
    });
    expect(plain.secrets).toEqual([]);
  });
});
