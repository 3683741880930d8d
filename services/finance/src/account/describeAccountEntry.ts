import type { Language } from '@immodesk/platform/domain/language';
import { interpolate } from '@immodesk/platform/i18n/translate';
import type { AccountEntry } from '../domain/account';
import { ACCOUNT_STATEMENT_LABELS, writtenPeriod } from './accountStatementLabels';

/** What a line of an account says, in the reader's language: "Huur maart 2026", "Virement reçu pour mars 2026". */
export function describeAccountEntry(language: Language, entry: AccountEntry): string {
  const labels = ACCOUNT_STATEMENT_LABELS[language];
  const values = { period: entry.period ? writtenPeriod(language, entry.period) : '' };
  switch (entry.kind) {
    case 'due':
      return interpolate(labels.lineDue, values);
    case 'opening_balance':
      return interpolate(labels.lineOpeningBalance, values);
    case 'credit':
      return labels.lineCredit;
    case 'payment':
      return interpolate(entry.bankLineId ? labels.lineBankPayment : labels.linePayment, values);
  }
}
