import { escapeHtml } from '@immodesk/platform/html/escapeHtml';
import type { Language } from '@immodesk/platform/domain/language';
import { MAIL_RULE, mailFootnote, mailHtml } from '@immodesk/platform/html/mailHtml';
import { interpolate } from '@immodesk/platform/i18n/translate';
import type { MailAttachment, OutgoingMail } from '@immodesk/platform/ports/mail/Mailer';
import { unlinkable } from '@immodesk/platform/ports/mail/unlinkable';
import { CODE_MAIL, COMPLETED_MAIL, INVITATION_MAIL } from './signingMailCatalog';

function fill(template: string, values: Record<string, string>): string {
  return interpolate(template, values);
}

export type InvitationMailInput = {
  to: string;
  language: Language;
  subject: string;
  /** The landlord's message, plain text. */
  message: string;
  shareUrl: string;
  /** `YYYY-MM-DD`, shown in the tenant's language. */
  expiresOn: string;
  sender: { name: string; email: string };
  productName: string;
};

/** The landlord's subject and message with the share link, in the tenant's language; answers go to the landlord. */
export function renderInvitationMail(input: InvitationMailInput): OutgoingMail {
  const copy = INVITATION_MAIL[input.language];
  const date = new Intl.DateTimeFormat(`${input.language}-BE`, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${input.expiresOn}T00:00:00Z`),
  );
  const values = { sender: unlinkable(input.sender.name), product: input.productName, date };
  const text = [
    fill(copy.from, values),
    input.message,
    `${copy.open}: ${input.shareUrl}`,
    fill(copy.expires, values),
    copy.howTo,
    `--\n${copy.eidas}\n${fill(copy.sentWith, values)}`,
  ].join('\n\n');
  const paragraphs = input.message
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  const html = mailHtml(input.language, [
    mailFootnote(escapeHtml(fill(copy.from, values))),
    ...paragraphs,
    `<p><a href="${escapeHtml(input.shareUrl)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(copy.open)}</a></p>`,
    `<p style="font-size:.9em">${escapeHtml(fill(copy.expires, values))}<br>${escapeHtml(copy.howTo)}</p>`,
    MAIL_RULE,
    mailFootnote(`${escapeHtml(copy.eidas)}<br>${escapeHtml(fill(copy.sentWith, values))}`),
  ]);
  return {
    to: input.to,
    subject: input.subject,
    text,
    html,
    language: input.language,
    kind: 'contract_share',
    fromName: input.sender.name,
    replyTo: input.sender.email,
    secrets: [input.shareUrl],
  };
}

/** The one-time code, in the tenant's language. */
export function renderCodeMail(input: {
  to: string;
  language: Language;
  code: string;
  contractNumber: string;
}): OutgoingMail {
  const copy = CODE_MAIL[input.language];
  const values = { code: input.code, contractNumber: input.contractNumber };
  const text = [fill(copy.intro, values), input.code, copy.validity, copy.ignore].join('\n\n');
  const html = mailHtml(input.language, [
    `<p>${escapeHtml(fill(copy.intro, values))}</p>`,
    `<p style="font-size:1.6em;font-weight:700;letter-spacing:.2em" data-code>${escapeHtml(input.code)}</p>`,
    `<p>${escapeHtml(copy.validity)}</p>`,
    mailFootnote(escapeHtml(copy.ignore)),
  ]);
  return {
    to: input.to,
    subject: fill(copy.subject, values),
    text,
    html,
    language: input.language,
    kind: 'contract_signing_code',
    secrets: [input.code],
  };
}

export type CompletedMailInput = {
  to: string;
  language: Language;
  contractNumber: string;
  /** SHA-256 (hex) of the signed PDF attached. */
  sha256: string;
  attachment: MailAttachment;
  sender: { name: string; email: string };
};

/** To each signer once the last party signed: the signed original attached and its SHA-256, in the signer's language. */
export function renderCompletedMail(input: CompletedMailInput): OutgoingMail {
  const copy = COMPLETED_MAIL[input.language];
  const values = { contractNumber: input.contractNumber };
  const text = [fill(copy.intro, values), `${copy.fingerprint}: ${input.sha256}`, copy.verify].join('\n\n');
  const html = mailHtml(input.language, [
    `<p>${escapeHtml(fill(copy.intro, values))}</p>`,
    `<p>${escapeHtml(copy.fingerprint)}:<br><code style="word-break:break-all">${escapeHtml(input.sha256)}</code></p>`,
    mailFootnote(escapeHtml(copy.verify)),
  ]);
  return {
    to: input.to,
    subject: fill(copy.subject, values),
    text,
    html,
    language: input.language,
    kind: 'contract_signed',
    fromName: input.sender.name,
    replyTo: input.sender.email,
    attachments: [input.attachment],
  };
}
