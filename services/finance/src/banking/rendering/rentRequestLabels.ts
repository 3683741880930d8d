import type { Language } from '@immodesk/platform/domain/language';
import en from '../../../locales/en.json' with { type: 'json' };
import fr from '../../../locales/fr.json' with { type: 'json' };
import nl from '../../../locales/nl.json' with { type: 'json' };

/** The words of a rent request (PDF and mail) in the tenant's language. */
export type RentRequestLabels = {
  locale: string;
  title: string;
  to: string;
  property: string;
  period: string;
  rent: string;
  charges: string;
  alreadyReceived: string;
  amountDue: string;
  dueDate: string;
  howToPay: string;
  beneficiary: string;
  iban: string;
  bic: string;
  reference: string;
  referenceNote: string;
  scan: string;
  contract: string;
  fileName: string;
  mailSubject: string;
  mailIntro: string;
  mailPay: string;
  mailClosing: string;
  /** A request made after its due date (a reminder with a new date). */
  reminderTitle: string;
  originalDueDate: string;
  mailSubjectReminder: string;
  mailIntroReminder: string;
};

/** The rent request's words (locales/*.json, `rentRequest`). */
export const RENT_REQUEST_LABELS: Record<Language, RentRequestLabels> = {
  nl: nl.rentRequest,
  fr: fr.rentRequest,
  en: en.rentRequest,
};
