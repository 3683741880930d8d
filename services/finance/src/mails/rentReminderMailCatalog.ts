import type { Language } from '@immodesk/platform/domain/language';
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import nl from '../../locales/nl.json' with { type: 'json' };

export type RentReminderMailCopy = {
  subject: string;
  greeting: string;
  body: string;
  outstanding: string;
  reference: string;
  alreadyPaid: string;
  sentWith: string;
};

/** The reminder a tenant gets when rent stays unpaid after its due date, in the tenant's language (locales/*.json, `rentReminderMail`). */
export const RENT_REMINDER_MAIL: Record<Language, RentReminderMailCopy> = {
  nl: nl.rentReminderMail,
  fr: fr.rentReminderMail,
  en: en.rentReminderMail,
};
