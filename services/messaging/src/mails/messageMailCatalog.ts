import type { Language } from '@immodesk/platform/domain/language';
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import nl from '../../locales/nl.json' with { type: 'json' };

export type MessageMailCopy = { from: string; attachments: string; reply: string; sentWith: string };

/** The words around a landlord's message, in the recipient's language (locales/*.json, `messageMail`). */
export const MESSAGE_MAIL: Record<Language, MessageMailCopy> = {
  nl: nl.messageMail,
  fr: fr.messageMail,
  en: en.messageMail,
};
