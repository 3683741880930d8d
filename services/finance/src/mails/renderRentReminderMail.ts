import type { Language } from '@immodesk/platform/domain/language';
import { formatCalendarDate, formatEuroCents } from '@immodesk/platform/domain/localeFormat';
import { fillHtml, MAIL_RULE, mailFootnote, mailHtml } from '@immodesk/platform/html/mailHtml';
import { interpolate } from '@immodesk/platform/i18n/translate';
import type { OutgoingMail } from '@immodesk/platform/ports/mail/Mailer';
import { unlinkable } from '@immodesk/platform/ports/mail/unlinkable';
import { periodOfKey } from '../domain/rentPeriodFrequency';
import { RENT_REMINDER_MAIL } from './rentReminderMailCatalog';

const LOCALES: Record<Language, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-BE' };

/** A period as words: "maart 2026", "janvier – mars 2026", "2026"; a week key as it is. */
export function periodLabel(language: Language, key: string): string {
  const period = periodOfKey(key);
  if (!period) return key;
  const year = period.start.slice(0, 4);
  if (period.start.slice(5, 7) === '01' && period.end.slice(5, 7) === '12') return year;
  const month = (date: string) =>
    new Intl.DateTimeFormat(LOCALES[language], { month: 'long', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const first = month(period.start);
  const last = month(period.end);
  return first === last ? `${first} ${year}` : `${first} – ${last} ${year}`;
}

export type RentReminderMailInput = {
  to: string;
  language: Language;
  tenantName: string;
  propertyAddress: string;
  period: string;
  dueDate: string;
  amountDueCents: number;
  outstandingCents: number;
  /** The contract's structured reference (`+++ddd/dddd/ddddd+++`), null when unknown. */
  structuredReference: string | null;
  productName: string;
};

/** The overdue-rent reminder to a tenant, in the tenant's language, with the amount still open and the reference to pay with. */
export function renderRentReminderMail(input: RentReminderMailInput): OutgoingMail {
  const copy = RENT_REMINDER_MAIL[input.language];
  const values = {
    name: unlinkable(input.tenantName),
    address: input.propertyAddress,
    period: periodLabel(input.language, input.period),
    dueDate: formatCalendarDate(input.language, input.dueDate),
    amount: formatEuroCents(input.language, input.amountDueCents),
    outstanding: formatEuroCents(input.language, input.outstandingCents),
    reference: input.structuredReference ?? '',
    product: input.productName,
  };
  const paragraphs = [
    copy.greeting,
    copy.body,
    copy.outstanding,
    ...(input.structuredReference ? [copy.reference] : []),
    copy.alreadyPaid,
  ];
  const text = [
    ...paragraphs.map((paragraph) => interpolate(paragraph, values)),
    `--\n${interpolate(copy.sentWith, values)}`,
  ].join('\n\n');
  const html = mailHtml(input.language, [
    ...paragraphs.map((paragraph) => `<p>${fillHtml(paragraph, values)}</p>`),
    MAIL_RULE,
    mailFootnote(fillHtml(copy.sentWith, values)),
  ]);
  return {
    to: input.to,
    subject: interpolate(copy.subject, values),
    text,
    html,
    language: input.language,
    kind: 'rent_reminder',
  };
}
