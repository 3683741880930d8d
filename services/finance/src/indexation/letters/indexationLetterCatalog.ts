import type { Language } from '@immodesk/platform/domain/language';
import en from '../../../locales/en.json' with { type: 'json' };
import fr from '../../../locales/fr.json' with { type: 'json' };
import nl from '../../../locales/nl.json' with { type: 'json' };
import type { IndexationRule } from '@immodesk/contracts/vocabulary/indexationRules';

export type LetterCopy = {
  subject: string;
  greeting: string;
  request: string;
  calculation: string;
  baseRent: string;
  startIndex: string;
  newIndex: string;
  formula: string;
  correction: string;
  rule: string;
  oldRent: string;
  newRent: string;
  increase: string;
  dueFrom: string;
  retroactive: string;
  noIncrease: string;
  closing: string;
  mailIntro: string;
  sentWith: string;
  /** The PDF's file name before the contract number and date. */
  fileName: string;
};

/** The tenant letter (PDF) and its covering mail, in the tenant's language (locales/*.json, `indexationLetter`). */
export const LETTER_COPY: Record<Language, LetterCopy> = {
  nl: nl.indexationLetter,
  fr: fr.indexationLetter,
  en: en.indexationLetter,
};

/** Each rule's name and legal reference (rental-law.md §1, §1a) as the letter states them (locales/*.json, `indexationRules`). */
export const RULE_COPY: Record<Language, Record<IndexationRule, string>> = {
  nl: nl.indexationRules,
  fr: fr.indexationRules,
  en: en.indexationRules,
};
