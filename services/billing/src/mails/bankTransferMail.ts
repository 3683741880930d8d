import type { Language } from '@immodesk/platform/domain/language';
import { escapeHtml } from '@immodesk/platform/html/escapeHtml';
import { interpolate } from '@immodesk/platform/i18n/translate';
import type { OutgoingMail } from '@immodesk/platform/ports/mail/Mailer';
import { unlinkable } from '@immodesk/platform/ports/mail/unlinkable';
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import nl from '../../locales/nl.json' with { type: 'json' };
import type { BankTransfer, ProviderBankAccount } from '../domain/bankTransfer';
import { BANK_TRANSFER_ACTIVATION_HOURS } from '@immodesk/contracts/vocabulary/plans';
import type { BillingBrand } from '../billingDeps';

type Copy = {
  subject: string;
  greeting: string;
  intro: string;
  amount: string;
  beneficiary: string;
  reference: string;
  activation: string;
  plans: Record<string, string>;
  intervals: Record<string, string>;
};

/** The bank-transfer mail's words (locales/*.json, `bankTransferMail`). */
const COPY: Record<Language, Copy> = {
  nl: nl.bankTransferMail,
  fr: fr.bankTransferMail,
  en: en.bankTransferMail,
};

const LOCALES: Record<Language, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-BE' };

/** The payment instructions of a bank transfer in the user's language (SPEC.md §4): amount, account, OGM, 24 hours. */
export function renderBankTransferMail(
  brand: BillingBrand,
  bankAccount: ProviderBankAccount,
  transfer: BankTransfer,
  recipient: { email: string; firstName: string; language: Language },
): OutgoingMail {
  const copy = COPY[recipient.language];
  const values = {
    firstName: unlinkable(recipient.firstName),
    plan: copy.plans[transfer.planType] ?? transfer.planType,
    interval: copy.intervals[transfer.interval] ?? transfer.interval,
    hours: String(BANK_TRANSFER_ACTIVATION_HOURS),
  };
  const amount = new Intl.NumberFormat(LOCALES[recipient.language], {
    style: 'currency',
    currency: 'EUR',
  }).format(transfer.amountCents / 100);
  const rows: [string, string][] = [
    [copy.amount, amount],
    [copy.beneficiary, bankAccount.beneficiary],
    ['IBAN', bankAccount.iban],
    ['BIC', bankAccount.bic],
    [copy.reference, transfer.structuredReference],
  ];
  const product = brand.productName();
  const text = [
    interpolate(copy.greeting, values),
    interpolate(copy.intro, values),
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    interpolate(copy.activation, values),
    `— ${product}`,
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${recipient.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">`,
    `<p>${escapeHtml(interpolate(copy.greeting, values))}</p>`,
    `<p>${escapeHtml(interpolate(copy.intro, values))}</p>`,
    `<table style="border-collapse:collapse">${rows.map(([label, value]) => `<tr><th style="text-align:left;padding:.2em 1em .2em 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    `<p>${escapeHtml(interpolate(copy.activation, values))}</p>`,
    `<p>— ${escapeHtml(product)}</p></body></html>`,
  ].join('\n');
  return {
    to: recipient.email,
    subject: interpolate(copy.subject, values),
    text,
    html,
    language: recipient.language,
    kind: 'billing_bank_transfer',
  };
}
