import type { Language } from '@immodesk/platform/domain/language';
import { formatCalendarDate, formatEuroCents } from '@immodesk/platform/domain/localeFormat';
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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function fill(
  template: string,
  values: Record<string, string>,
  escape: (value: string) => string = (value) => value,
): string {
  return interpolate(escape(template), values, escape);
}

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
    ...paragraphs.map((paragraph) => fill(paragraph, values)),
    `--\n${fill(copy.sentWith, values)}`,
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">`,
    ...paragraphs.map((paragraph) => `<p>${fill(paragraph, values, escapeHtml)}</p>`),
    `<hr style="border:none;border-top:1px solid #ddd">`,
    `<p style="font-size:.9em;color:#555">${fill(copy.sentWith, values, escapeHtml)}</p>`,
    `</body></html>`,
  ].join('\n');
  return {
    to: input.to,
    subject: fill(copy.subject, values),
    text,
    html,
    language: input.language,
    kind: 'rent_reminder',
  };
}
