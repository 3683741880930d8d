import { escapeHtml } from '@immodesk/platform/html/escapeHtml';
import type { Language } from '@immodesk/platform/domain/language';
import { interpolate } from '@immodesk/platform/i18n/translate';
import type { Account } from '../domain/account';
import { ACCOUNT_STATEMENT_LABELS, writtenDate, writtenMoney } from './accountStatementLabels';
import { describeAccountEntry } from './describeAccountEntry';

/** What a statement of account shows, gathered by the BFF (tenant, leases, landlord) with finance's account. */
export type AccountStatementModel = {
  language: Language;
  /** The day it is drawn up (`YYYY-MM-DD`). */
  today: string;
  landlord: { organizationName: string; name: string; email: string; phone: string | null };
  /** The company logo (Professional and Enterprise), as a data URL; null for none. */
  logoDataUrl: string | null;
  tenantName: string;
  leases: { contractNumber: string; propertyAddress: string }[];
  account: Account;
};

const STYLE = `
@page { size: A4; margin: 18mm 18mm 20mm; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 10pt; line-height: 1.45; color: #1a1a1a; }
header { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 8mm; }
header img { max-height: 18mm; max-width: 60mm; }
h1 { font-size: 18pt; margin: 0 0 2mm; }
.muted { color: #555; font-size: 9pt; }
table { border-collapse: collapse; width: 100%; margin: 3mm 0 6mm; }
.parties th { text-align: left; font-weight: normal; color: #555; width: 30%; padding: 1mm 0; vertical-align: top; }
.lines th { text-align: left; border-bottom: 1px solid #999; padding: 1.5mm 2mm 1.5mm 0; font-size: 9pt; }
.lines td { padding: 1.5mm 2mm 1.5mm 0; border-bottom: 1px solid #e5e5e5; vertical-align: top; }
.lines tr { page-break-inside: avoid; }
.amount { text-align: right; white-space: nowrap; }
.nowrap { white-space: nowrap; }
.totals th { text-align: left; font-weight: normal; color: #555; padding: 1mm 0; }
.totals td { text-align: right; padding: 1mm 0; }
.totals tr.balance th, .totals tr.balance td { border-top: 1px solid #999; font-weight: bold; color: #1a1a1a; }
.totals { width: 55%; margin-left: auto; }
.summary { font-weight: bold; font-size: 11pt; }
`;

/** The sentence under the totals: what is still owed, paid in advance, or settled. */
export function balanceSentence(language: Language, balanceCents: number): string {
  const labels = ACCOUNT_STATEMENT_LABELS[language];
  const amount = writtenMoney(language, Math.abs(balanceCents));
  if (balanceCents > 0) return interpolate(labels.balanceOwed, { amount });
  if (balanceCents < 0) return interpolate(labels.balanceInAdvance, { amount });
  return labels.balanceSettled;
}

/** The statement as one self-contained HTML page (inline style and images, no script), escaped throughout. */
export function renderAccountStatementHtml(model: AccountStatementModel): string {
  const { language, account } = model;
  const labels = ACCOUNT_STATEMENT_LABELS[language];
  const money = (cents: number) => escapeHtml(writtenMoney(language, cents));
  const landlordLine = [
    model.landlord.organizationName,
    model.landlord.name,
    model.landlord.email,
    model.landlord.phone,
  ]
    .filter((part): part is string => Boolean(part))
    .filter((part, index, all) => all.indexOf(part) === index)
    .map(escapeHtml)
    .join(' · ');
  let running = 0;
  const lines = account.entries.map((entry) => {
    running += entry.amountCents;
    return `<tr><td class="nowrap">${escapeHtml(writtenDate(language, entry.date))}</td><td>${escapeHtml(describeAccountEntry(language, entry))}</td><td class="amount">${money(entry.amountCents)}</td><td class="amount">${money(running)}</td></tr>`;
  });
  const leases = model.leases.map(
    (lease) =>
      `<tr><th>${escapeHtml(labels.lease)}</th><td>${escapeHtml(lease.contractNumber)} – ${escapeHtml(lease.propertyAddress)}</td></tr>`,
  );
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(labels.title)}</title><style>${STYLE}</style></head><body>
<header><div><h1>${escapeHtml(labels.title)}</h1><div class="muted">${landlordLine}</div>
<div class="muted">${escapeHtml(interpolate(labels.dateOf, { date: writtenDate(language, model.today) }))}</div></div>
${model.logoDataUrl ? `<img src="${escapeHtml(model.logoDataUrl)}" alt="${escapeHtml(model.landlord.organizationName || model.landlord.name)}">` : ''}</header>
<table class="parties">
<tr><th>${escapeHtml(labels.tenant)}</th><td>${escapeHtml(model.tenantName)}</td></tr>
${leases.join('\n')}
</table>
<table class="lines">
<thead><tr><th>${escapeHtml(labels.date)}</th><th>${escapeHtml(labels.description)}</th><th class="amount">${escapeHtml(labels.amount)}</th><th class="amount">${escapeHtml(labels.balanceColumn)}</th></tr></thead>
<tbody>
${lines.length > 0 ? lines.join('\n') : `<tr><td colspan="4">${escapeHtml(labels.noLines)}</td></tr>`}
</tbody>
</table>
<table class="totals">
<tr><th>${escapeHtml(labels.due)}</th><td>${money(account.dueCents)}</td></tr>
<tr><th>${escapeHtml(labels.received)}</th><td>${money(account.receivedCents)}</td></tr>
${account.creditCents > 0 ? `<tr><th>${escapeHtml(labels.credit)}</th><td>${money(account.creditCents)}</td></tr>` : ''}
<tr class="balance"><th>${escapeHtml(labels.balance)}</th><td>${money(account.balanceCents)}</td></tr>
</table>
<p class="summary">${escapeHtml(balanceSentence(language, account.balanceCents))}</p>
${account.creditCents > 0 ? `<p class="muted">${escapeHtml(labels.creditNote)}</p>` : ''}
</body></html>`;
}

/** The file name of a statement, in the reader's language: `Releve-de-compte-Dubois-2026-11-28.pdf`. */
export function accountStatementFileName(
  model: Pick<AccountStatementModel, 'language' | 'today' | 'tenantName'>,
): string {
  const name = model.tenantName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${ACCOUNT_STATEMENT_LABELS[model.language].fileName}${name ? `-${name}` : ''}-${model.today}.pdf`;
}
