import type { Language } from '@immodesk/platform/domain/language';
import { fillHtml, MAIL_RULE, mailFootnote, mailHtml } from '@immodesk/platform/html/mailHtml';
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
    interpolate(copy.from, values),
    messageHtmlToText(input.html),
    ...(hasAttachments ? [interpolate(copy.attachments, values)] : []),
    `--\n${interpolate(copy.reply, values)}\n${interpolate(copy.sentWith, values)}`,
  ].join('\n\n');
  const html = mailHtml(input.language, [
    mailFootnote(fillHtml(copy.from, values)),
    `<div>${input.html}</div>`,
    ...(hasAttachments ? [`<p style="font-size:.9em">${fillHtml(copy.attachments, values)}</p>`] : []),
    MAIL_RULE,
    mailFootnote(`${fillHtml(copy.reply, values)}<br>${fillHtml(copy.sentWith, values)}`),
  ]);
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
