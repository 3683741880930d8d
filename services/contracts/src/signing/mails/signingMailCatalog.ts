import type { Language } from '@immodesk/platform/domain/language';
import en from '../../../locales/en.json' with { type: 'json' };
import fr from '../../../locales/fr.json' with { type: 'json' };
import nl from '../../../locales/nl.json' with { type: 'json' };

export type InvitationCopy = {
  from: string;
  open: string;
  expires: string;
  howTo: string;
  eidas: string;
  sentWith: string;
};
export type CompletedCopy = { subject: string; intro: string; fingerprint: string; verify: string };
export type CodeCopy = { subject: string; intro: string; code: string; validity: string; ignore: string };

/** The words around the landlord's own subject and message in the mail with the share link, in the tenant's language (locales/*.json, `signingMail.invitation`). */
export const INVITATION_MAIL: Record<Language, InvitationCopy> = {
  nl: nl.signingMail.invitation,
  fr: fr.signingMail.invitation,
  en: en.signingMail.invitation,
};

/** The one-time code mail (locales/*.json, `signingMail.code`). */
export const CODE_MAIL: Record<Language, CodeCopy> = {
  nl: nl.signingMail.code,
  fr: fr.signingMail.code,
  en: en.signingMail.code,
};

/** The mail with the signed original to every signer (locales/*.json, `signingMail.completed`). */
export const COMPLETED_MAIL: Record<Language, CompletedCopy> = {
  nl: nl.signingMail.completed,
  fr: fr.signingMail.completed,
  en: en.signingMail.completed,
};
