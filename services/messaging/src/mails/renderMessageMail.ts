import type { Language } from '@immodesk/platform/domain/language';
import { interpolate } from '@immodesk/platform/i18n/translate';
import type { OutgoingMail } from '@immodesk/platform/ports/mail/Mailer';
import { unlinkable } from '@immodesk/platform/ports/mail/unlinkable';
import { messageHtmlToText } from '../domain/messageHtml';
import { MESSAGE_MAIL } from './messageMailCatalog';

export type MessageMailInput = {
  to: string;
  language: Language;
  subject: string;
  /** Already sanitised (domain/messageHtml). */
  html: string;
  sender: { name: string; email: string };
  attachmentNames: string[];
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

/**
 * One recipient's mail of a landlord's message: the message itself, wrapped in a line saying who wrote it, the
 * attachments' names and how to answer, in the recipient's language. Sender name and reply-to go on the mail
 * too, so answering reaches the landlord.
 */
export function renderMessageMail(input: MessageMailInput): OutgoingMail {
  const copy = MESSAGE_MAIL[input.language];
  const values = {
    sender: unlinkable(input.sender.name),
    replyTo: input.sender.email,
    product: input.productName,
    files: input.attachmentNames.join(', '),
  };
  const hasAttachments = input.attachmentNames.length > 0;
  const text = [
    fill(copy.from, values),
    messageHtmlToText(input.html),
    ...(hasAttachments ? [fill(copy.attachments, values)] : []),
    `--\n${fill(copy.reply, values)}\n${fill(copy.sentWith, values)}`,
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">`,
    `<p style="font-size:.9em;color:#555">${fill(copy.from, values, escapeHtml)}</p>`,
    `<div>${input.html}</div>`,
    ...(hasAttachments
      ? [`<p style="font-size:.9em">${fill(copy.attachments, values, escapeHtml)}</p>`]
      : []),
    `<hr style="border:none;border-top:1px solid #ddd">`,
    `<p style="font-size:.9em;color:#555">${fill(copy.reply, values, escapeHtml)}<br>${fill(copy.sentWith, values, escapeHtml)}</p>`,
    `</body></html>`,
  ].join('\n');
  return {
    to: input.to,
    subject: input.subject,
    text,
    html,
    language: input.language,
    kind: 'message',
    fromName: input.sender.name,
    replyTo: input.sender.email,
  };
}
