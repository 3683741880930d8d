import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import nl from '../../locales/nl.json' with { type: 'json' };
import type { OutgoingMail } from '../ports/mail/Mailer';
import { escapeHtml } from '../html/escapeHtml';
import { unlinkable } from '../ports/mail/unlinkable';
import type { ContactInquiryInput } from './submitContactInquiry';

export type ContactMailInput = ContactInquiryInput & {
  productName: string;
  supportEmail: string;
  inquiryId: string;
};

/** The support mail's labels (locales/*.json, `contactMail`). */
const LABELS = { nl: nl.contactMail, en: en.contactMail, fr: fr.contactMail };

/** The mail to the support address: who wrote, about what, and the message, in the sender's language. */
export function renderContactMail(input: ContactMailInput): OutgoingMail {
  const labels = LABELS[input.language];
  const rows: [string, string][] = [
    // The visitor's name is shown as typed, never as a link (a name like `http://evil.example`).
    [labels.from, `${unlinkable(input.name)} <${input.email}>`],
    [labels.type, input.inquiryType],
    [labels.subject, input.subject],
    [labels.language, input.language],
    [labels.reference, input.inquiryId],
  ];
  const text = [
    labels.heading,
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    input.message,
    '',
    `${labels.reply}: ${input.email}`,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">`,
    `<p><strong>${escapeHtml(labels.heading)}</strong></p>`,
    `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
    `<p>${escapeHtml(labels.reply)}: <a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: input.supportEmail,
    subject: `[${input.productName} · ${input.inquiryType}] ${input.subject}`,
    text,
    html,
    language: input.language,
    kind: 'contact_inquiry',
  };
}
