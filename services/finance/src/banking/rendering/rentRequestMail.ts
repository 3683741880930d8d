import { escapeHtml } from '@immodesk/platform/html/escapeHtml';
import { mailHtml } from '@immodesk/platform/html/mailHtml';
import { interpolate } from '@immodesk/platform/i18n/translate';
import type { OutgoingMail } from '@immodesk/platform/ports/mail/Mailer';
import { unlinkable } from '@immodesk/platform/ports/mail/unlinkable';
import { formatDate, formatMoney, formatPeriod, type RentRequestModel } from './rentRequestHtml';
import { RENT_REQUEST_LABELS } from './rentRequestLabels';
import { rentRequestPayBy } from '../domain/rentRequestPayBy';

/** The mail of a rent request to one tenant (the PDF is attached by the caller). */
export type RentRequestMailInput = {
  to: string;
  tenantName: string;
  model: RentRequestModel;
  landlord: { name: string; email: string };
};

/** The mail that carries a rent request PDF, in the tenant's language; answers go to the landlord. */
export function renderRentRequestMail(input: RentRequestMailInput): Omit<OutgoingMail, 'attachments'> {
  const labels = RENT_REQUEST_LABELS[input.model.language];
  const { payBy, isReminder } = rentRequestPayBy(input.model.dueDate, input.model.today);
  const values = {
    tenant: unlinkable(input.tenantName),
    period: formatPeriod(labels, input.model.period),
    property: input.model.propertyAddress,
    amount: formatMoney(labels, input.model.amountCents),
    dueDate: formatDate(labels, payBy),
    originalDueDate: formatDate(labels, input.model.dueDate),
    iban: input.model.account.iban.replace(/(.{4})(?=.)/g, '$1 '),
    holder: input.model.account.holder,
    reference: input.model.structuredReference,
    landlord: unlinkable(input.landlord.name),
  };
  const paragraphs = [
    interpolate(isReminder ? labels.mailIntroReminder : labels.mailIntro, values),
    interpolate(labels.mailPay, values),
    interpolate(labels.mailClosing, values),
  ];
  return {
    to: input.to,
    subject: interpolate(isReminder ? labels.mailSubjectReminder : labels.mailSubject, values),
    text: paragraphs.join('\n\n'),
    html: mailHtml(
      input.model.language,
      paragraphs
        .flatMap((paragraph) => paragraph.split(/\n{2,}/))
        .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    ),
    language: input.model.language,
    kind: 'rent_request',
    fromName: input.landlord.name,
    replyTo: input.landlord.email,
  };
}
