import { escapeHtml } from '@immodesk/platform/html/escapeHtml';
import { mailFootnote, mailHtml } from '@immodesk/platform/html/mailHtml';
import type { Language } from '@immodesk/platform/domain/language';
import { interpolate } from '@immodesk/platform/i18n/translate';
import type { OutgoingMail } from '@immodesk/platform/ports/mail/Mailer';
import en from '../../../locales/en.json' with { type: 'json' };
import fr from '../../../locales/fr.json' with { type: 'json' };
import nl from '../../../locales/nl.json' with { type: 'json' };
import type { IndexationReminder } from '../domain/indexationReminder';

type ReminderCopy = {
  subject: string;
  upcoming: string;
  claimable: string;
  open: string;
  settings: string;
  sentWith: string;
};

/** The landlord's indexation reminder (Settings → automations → indexation reminders), in the landlord's language (locales/*.json, `indexationReminderMail`). */
const REMINDER_COPY: Record<Language, ReminderCopy> = {
  nl: nl.indexationReminderMail,
  fr: fr.indexationReminderMail,
  en: en.indexationReminderMail,
};

export type IndexationReminderMailInput = {
  to: string;
  language: Language;
  reminder: IndexationReminder;
  contractNumber: string;
  propertyAddress: string;
  contractUrl: string;
  productName: string;
};

export function renderIndexationReminderMail(input: IndexationReminderMailInput): OutgoingMail {
  const copy = REMINDER_COPY[input.language];
  const locale = `${input.language}-BE`;
  const { reminder } = input;
  const values = {
    number: input.contractNumber,
    address: input.propertyAddress,
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${reminder.anniversaryDate}T00:00:00Z`),
    ),
    increase:
      reminder.kind === 'claimable'
        ? new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(
            reminder.increaseCents / 100,
          )
        : '',
    url: input.contractUrl,
    product: input.productName,
  };
  const body = interpolate(reminder.kind === 'upcoming' ? copy.upcoming : copy.claimable, values);
  const paragraphs = [
    body,
    interpolate(copy.open, values),
    copy.settings,
    `--\n${interpolate(copy.sentWith, values)}`,
  ];
  return {
    to: input.to,
    subject: interpolate(copy.subject, values),
    text: paragraphs.join('\n\n'),
    html: mailHtml(input.language, [
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(input.contractUrl)}">${escapeHtml(
        interpolate(copy.open, { url: '' })
          .replace(/[:：]\s*$/, '')
          .trim(),
      )}</a></p>`,
      mailFootnote(`${escapeHtml(copy.settings)}<br>${escapeHtml(interpolate(copy.sentWith, values))}`),
    ]),
    language: input.language,
    kind: 'indexation_reminder',
  };
}
