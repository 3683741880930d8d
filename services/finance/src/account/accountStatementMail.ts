import { escapeHtml } from '@immodesk/platform/html/escapeHtml';
import { mailHtml } from '@immodesk/platform/html/mailHtml';
import { interpolate } from '@immodesk/platform/i18n/translate';
import type { OutgoingMail } from '@immodesk/platform/ports/mail/Mailer';
import { unlinkable } from '@immodesk/platform/ports/mail/unlinkable';
import type { AccountStatementModel } from './accountStatementHtml';
import { ACCOUNT_STATEMENT_LABELS, writtenDate, writtenMoney } from './accountStatementLabels';

export type AccountStatementMailInput = {
  to: string;
  model: AccountStatementModel;
  landlord: { name: string; email: string };
};

/** The mail that carries a statement of account (attached by the caller), in the tenant's language; answers go to the landlord. */
export function renderAccountStatementMail(
  input: AccountStatementMailInput,
): Omit<OutgoingMail, 'attachments'> {
  const { language, account } = input.model;
  const labels = ACCOUNT_STATEMENT_LABELS[language];
  const values = {
    tenant: unlinkable(input.model.tenantName),
    property: input.model.leases.map((lease) => lease.propertyAddress).join(', '),
    date: writtenDate(language, input.model.today),
    amount: writtenMoney(language, Math.abs(account.balanceCents)),
    landlord: unlinkable(input.landlord.name),
  };
  const balance =
    account.balanceCents > 0
      ? labels.mailOwed
      : account.balanceCents < 0
        ? labels.mailInAdvance
        : labels.mailSettled;
  const paragraphs = [labels.mailIntro, balance, labels.mailClosing].map((text) => interpolate(text, values));
  return {
    to: input.to,
    subject: interpolate(labels.mailSubject, values),
    text: paragraphs.join('\n\n'),
    html: mailHtml(
      language,
      paragraphs
        .flatMap((paragraph) => paragraph.split(/\n{2,}/))
        .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    ),
    language,
    kind: 'account_statement',
    fromName: input.landlord.name,
    replyTo: input.landlord.email,
  };
}
