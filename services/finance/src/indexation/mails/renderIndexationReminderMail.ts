import type { Language } from '@immodesk/platform/domain/language';
import type { OutgoingMail } from '@immodesk/platform/ports/mail/Mailer';
import type { IndexationReminder } from '../domain/indexationReminder';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

type ReminderCopy = { subject: string; upcoming: string; claimable: string; open: string; settings: string; sentWith: string };

/** The landlord's indexation reminder (Settings → automations → indexation reminders), in the landlord's language. */
const REMINDER_COPY: Record<Language, ReminderCopy> = {
  nl: {
    subject: 'Indexering van de huurprijs – {{address}}',
    upcoming: 'De huurovereenkomst {{number}} voor {{address}} verjaart op {{date}}. Vanaf dan kun je de huurprijs indexeren, op schriftelijk verzoek aan de huurder.',
    claimable: 'De huurovereenkomst {{number}} voor {{address}} verjaarde op {{date}} en is nog niet geïndexeerd: de huurprijs kan met {{increase}} per maand stijgen. Terugwerkende kracht geldt voor hoogstens de 3 maanden vóór je verzoek; wacht dus niet te lang.',
    open: 'Open de huurovereenkomst: {{url}}',
    settings: 'Je krijgt deze e-mail omdat de herinneringen voor indexering aan staan (Instellingen, Automatisering).',
    sentWith: 'Verstuurd via {{product}}',
  },
  fr: {
    subject: 'Indexation du loyer – {{address}}',
    upcoming: 'Le bail {{number}} pour {{address}} a son anniversaire le {{date}}. À partir de cette date, vous pouvez indexer le loyer par une demande écrite au locataire.',
    claimable: 'Le bail {{number}} pour {{address}} a eu son anniversaire le {{date}} et n’est pas encore indexé : le loyer peut augmenter de {{increase}} par mois. L’effet rétroactif est limité aux 3 mois précédant votre demande ; n’attendez donc pas trop.',
    open: 'Ouvrir le bail : {{url}}',
    settings: 'Vous recevez cet e-mail parce que les rappels d’indexation sont activés (Paramètres, Automatisations).',
    sentWith: 'Envoyé via {{product}}',
  },
  en: {
    subject: 'Rent indexation – {{address}}',
    upcoming: 'Lease {{number}} for {{address}} has its anniversary on {{date}}. From then on you can index the rent with a written request to the tenant.',
    claimable: 'Lease {{number}} for {{address}} had its anniversary on {{date}} and has not been indexed yet: the rent can rise by {{increase}} a month. Back pay covers at most the 3 months before your request, so do not wait too long.',
    open: 'Open the lease: {{url}}',
    settings: 'You receive this e-mail because indexation reminders are on (Settings, Automations).',
    sentWith: 'Sent via {{product}}',
  },
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
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${reminder.anniversaryDate}T00:00:00Z`)),
    increase: reminder.kind === 'claimable' ? new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(reminder.increaseCents / 100) : '',
    url: input.contractUrl,
    product: input.productName,
  };
  const body = fill(reminder.kind === 'upcoming' ? copy.upcoming : copy.claimable, values);
  const paragraphs = [body, fill(copy.open, values), copy.settings, `--\n${fill(copy.sentWith, values)}`];
  return {
    to: input.to,
    subject: fill(copy.subject, values),
    text: paragraphs.join('\n\n'),
    html: [
      `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(input.contractUrl)}">${escapeHtml(fill(copy.open, { url: '' }).replace(/[:：]\s*$/, '').trim())}</a></p>`,
      `<p style="font-size:.9em;color:#555">${escapeHtml(copy.settings)}<br>${escapeHtml(fill(copy.sentWith, values))}</p>`,
      `</body></html>`,
    ].join('\n'),
    language: input.language,
    kind: 'indexation_reminder',
  };
}
