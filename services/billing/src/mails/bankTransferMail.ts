import type { Language } from '@immodesk/platform/domain/language';
import type { OutgoingMail } from '@immodesk/platform/ports/mail/Mailer';
import { unlinkable } from '@immodesk/platform/ports/mail/unlinkable';
import type { BankTransfer, ProviderBankAccount } from '../domain/bankTransfer';
import { BANK_TRANSFER_ACTIVATION_HOURS } from '@immodesk/contracts/vocabulary/plans';
import type { BillingBrand } from '../billingDeps';

type Copy = { subject: string; greeting: string; intro: string; amount: string; beneficiary: string; reference: string; activation: string; plans: Record<string, string>; intervals: Record<string, string> };

const COPY: Record<Language, Copy> = {
  nl: {
    subject: 'Betaalgegevens voor je {{plan}}-abonnement',
    greeting: 'Hallo {{firstName}},',
    intro: 'Online betalen is op dit moment niet mogelijk. Je kunt je {{plan}}-abonnement ({{interval}}) betalen met een overschrijving:',
    amount: 'Bedrag',
    beneficiary: 'Begunstigde',
    reference: 'Gestructureerde mededeling',
    activation: 'Gebruik precies deze mededeling. Je abonnement wordt binnen {{hours}} uur na ontvangst van je betaling geactiveerd.',
    plans: { basic: 'Basic', professional: 'Professional' },
    intervals: { monthly: 'maandelijks', yearly: 'jaarlijks' },
  },
  fr: {
    subject: 'Informations de paiement pour votre abonnement {{plan}}',
    greeting: 'Bonjour {{firstName}},',
    intro: 'Le paiement en ligne est indisponible pour le moment. Vous pouvez payer votre abonnement {{plan}} ({{interval}}) par virement :',
    amount: 'Montant',
    beneficiary: 'Bénéficiaire',
    reference: 'Communication structurée',
    activation: 'Utilisez exactement cette communication. Votre abonnement sera activé dans les {{hours}} heures suivant la réception de votre paiement.',
    plans: { basic: 'Basic', professional: 'Professional' },
    intervals: { monthly: 'mensuel', yearly: 'annuel' },
  },
  en: {
    subject: 'Payment details for your {{plan}} subscription',
    greeting: 'Hello {{firstName}},',
    intro: 'Online payment is not available right now. You can pay your {{plan}} subscription ({{interval}}) by bank transfer:',
    amount: 'Amount',
    beneficiary: 'Beneficiary',
    reference: 'Structured communication',
    activation: 'Use exactly this communication. Your subscription is activated within {{hours}} hours of your payment arriving.',
    plans: { basic: 'Basic', professional: 'Professional' },
    intervals: { monthly: 'monthly', yearly: 'yearly' },
  },
};

const LOCALES: Record<Language, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-BE' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

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
  const amount = new Intl.NumberFormat(LOCALES[recipient.language], { style: 'currency', currency: 'EUR' }).format(transfer.amountCents / 100);
  const rows: [string, string][] = [
    [copy.amount, amount],
    [copy.beneficiary, bankAccount.beneficiary],
    ['IBAN', bankAccount.iban],
    ['BIC', bankAccount.bic],
    [copy.reference, transfer.structuredReference],
  ];
  const product = brand.productName();
  const text = [fill(copy.greeting, values), fill(copy.intro, values), rows.map(([label, value]) => `${label}: ${value}`).join('\n'), fill(copy.activation, values), `— ${product}`].join('\n\n');
  const html = [
    `<!doctype html><html lang="${recipient.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">`,
    `<p>${escapeHtml(fill(copy.greeting, values))}</p>`,
    `<p>${escapeHtml(fill(copy.intro, values))}</p>`,
    `<table style="border-collapse:collapse">${rows.map(([label, value]) => `<tr><th style="text-align:left;padding:.2em 1em .2em 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    `<p>${escapeHtml(fill(copy.activation, values))}</p>`,
    `<p>— ${escapeHtml(product)}</p></body></html>`,
  ].join('\n');
  return { to: recipient.email, subject: fill(copy.subject, values), text, html, language: recipient.language, kind: 'billing_bank_transfer' };
}
