import type { Language } from '@immodesk/platform/domain/language';
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import nl from '../../locales/nl.json' with { type: 'json' };

export type IdentityMailKind =
  | 'verify_email'
  | 'account_exists'
  | 'reset_password'
  | 'login_link'
  | 'email_change_notice'
  | 'reauthentication_code'
  | 'confirm_email_change';

/** A mail's copy: `{{name}}` placeholders; each paragraph is one block, `action` is the button text for `{{link}}`. */
export type MailCopy = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: string;
  footer: string;
};

/** Every identity mail in nl, en and fr (locales/*.json, `identityMail`); the type makes a missing kind a compile error. */
export const IDENTITY_MAILS: Record<Language, Record<IdentityMailKind, MailCopy>> = {
  nl: nl.identityMail,
  en: en.identityMail,
  fr: fr.identityMail,
};
