import { escapeHtml } from '@immodesk/platform/html/escapeHtml';
import type { Language } from '@immodesk/platform/domain/language';
import type { PdfRenderer } from '@immodesk/platform/ports/pdf/PdfRenderer';
import { epcPayload } from '../domain/epcPayload';
import { rentRequestPayBy } from '../domain/rentRequestPayBy';
import { epcQrSvg } from './epcQrCode';
import { RENT_REQUEST_LABELS, type RentRequestLabels } from './rentRequestLabels';

/** What a rent request shows, gathered by the BFF from finance, contracts, contacts and identity. */
export type RentRequestModel = {
  language: Language;
  landlordName: string;
  /** The company logo (Professional and Enterprise), as a data URL; null for none. */
  logoDataUrl: string | null;
  tenantNames: string[];
  propertyAddress: string;
  contractNumber: string;
  /** Period key of the due item, e.g. `2026-03`. */
  period: string;
  rentCents: number;
  chargesCents: number;
  paidCents: number;
  /** What is still owed: the amount of the transfer and of the QR code. */
  amountCents: number;
  dueDate: string;
  /** The day the request is made: after the due date it is a reminder with a new date (rentRequestPayBy.ts). */
  today: string;
  account: { iban: string; bic: string | null; holder: string };
  /** Printed `+++ddd/dddd/ddddd+++`. */
  structuredReference: string;
};

export function formatMoney(labels: RentRequestLabels, cents: number): string {
  return new Intl.NumberFormat(labels.locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

export function formatDate(labels: RentRequestLabels, date: string): string {
  return new Intl.DateTimeFormat(labels.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** `2026-03` → "maart 2026"; other period keys (quarters, weeks, years) as they are. */
export function formatPeriod(labels: RentRequestLabels, period: string): string {
  if (!/^\d{4}-\d{2}$/.test(period)) return period;
  return new Intl.DateTimeFormat(labels.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  );
}

/** IBAN in groups of four, for reading. */
function grouped(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The EPC QR payload of a request: version 002, the structured reference on line 10, nothing on line 11. */
export function rentRequestPayload(model: RentRequestModel): string {
  return epcPayload({
    bic: model.account.bic,
    beneficiaryName: model.account.holder.slice(0, 70),
    iban: model.account.iban,
    amountCents: model.amountCents,
    structuredReference: model.structuredReference,
  });
}

const STYLE = `
@page { size: A4; margin: 20mm 20mm 22mm; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 10.5pt; line-height: 1.45; color: #1a1a1a; }
header { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 10mm; }
header img { max-height: 18mm; max-width: 60mm; }
h1 { font-size: 18pt; margin: 0 0 2mm; }
.muted { color: #555; font-size: 9pt; }
table { border-collapse: collapse; width: 100%; margin: 4mm 0 6mm; }
th { text-align: left; font-weight: normal; color: #555; width: 45%; padding: 1.5mm 0; }
td { padding: 1.5mm 0; }
td.amount { text-align: right; }
tr.total td, tr.total th { border-top: 1px solid #999; font-weight: bold; color: #1a1a1a; }
.pay { display: flex; gap: 8mm; align-items: flex-start; border: 1px solid #ccc; border-radius: 3mm; padding: 6mm; page-break-inside: avoid; }
.pay .qr { width: 46mm; flex: none; }
.pay .qr svg { width: 46mm; height: 46mm; }
.reference { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-size: 13pt; font-weight: bold; letter-spacing: .5pt; }
`;

/** The rent request as one self-contained HTML page (inline style and images, no script), escaped throughout. */
export async function renderRentRequestHtml(model: RentRequestModel): Promise<string> {
  const labels = RENT_REQUEST_LABELS[model.language];
  const money = (cents: number) => formatMoney(labels, cents);
  const qr = await epcQrSvg(rentRequestPayload(model));
  const { payBy, isReminder } = rentRequestPayBy(model.dueDate, model.today);
  const title = isReminder ? labels.reminderTitle : labels.title;
  const rows = [
    [labels.rent, money(model.rentCents)],
    ...(model.chargesCents > 0 ? [[labels.charges, money(model.chargesCents)]] : []),
    ...(model.paidCents > 0 ? [[labels.alreadyReceived, `− ${money(model.paidCents)}`]] : []),
  ];
  return `<!doctype html><html lang="${model.language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>
<header><div><h1>${escapeHtml(title)}</h1><div class="muted">${escapeHtml(model.landlordName)} · ${escapeHtml(labels.contract)} ${escapeHtml(model.contractNumber)}</div></div>
${model.logoDataUrl ? `<img src="${escapeHtml(model.logoDataUrl)}" alt="${escapeHtml(model.landlordName)}">` : ''}</header>
<table>
<tr><th>${escapeHtml(labels.to)}</th><td>${escapeHtml(model.tenantNames.join(', '))}</td></tr>
<tr><th>${escapeHtml(labels.property)}</th><td>${escapeHtml(model.propertyAddress)}</td></tr>
<tr><th>${escapeHtml(labels.period)}</th><td>${escapeHtml(formatPeriod(labels, model.period))}</td></tr>
${isReminder ? `<tr><th>${escapeHtml(labels.originalDueDate)}</th><td>${escapeHtml(formatDate(labels, model.dueDate))}</td></tr>` : ''}
<tr><th>${escapeHtml(labels.dueDate)}</th><td>${escapeHtml(formatDate(labels, payBy))}</td></tr>
</table>
<table>
${rows.map(([label, value]) => `<tr><th>${escapeHtml(label ?? '')}</th><td class="amount">${escapeHtml(value ?? '')}</td></tr>`).join('\n')}
<tr class="total"><th>${escapeHtml(labels.amountDue)}</th><td class="amount">${escapeHtml(money(model.amountCents))}</td></tr>
</table>
<section class="pay"><div class="qr">${qr}</div><div>
<h2 style="font-size:12pt;margin:0 0 3mm">${escapeHtml(labels.howToPay)}</h2>
<table style="margin:0 0 3mm">
<tr><th>${escapeHtml(labels.beneficiary)}</th><td>${escapeHtml(model.account.holder)}</td></tr>
<tr><th>${escapeHtml(labels.iban)}</th><td>${escapeHtml(grouped(model.account.iban))}</td></tr>
${model.account.bic ? `<tr><th>${escapeHtml(labels.bic)}</th><td>${escapeHtml(model.account.bic)}</td></tr>` : ''}
<tr><th>${escapeHtml(labels.amountDue)}</th><td>${escapeHtml(money(model.amountCents))}</td></tr>
<tr><th>${escapeHtml(labels.reference)}</th><td class="reference">${escapeHtml(model.structuredReference)}</td></tr>
</table>
<p class="muted">${escapeHtml(labels.referenceNote)}</p>
<p class="muted">${escapeHtml(labels.scan)}</p>
</div></section>
</body></html>`;
}

/** The rent request as a PDF, printed from its HTML by the PDF port. */
export async function renderRentRequestPdf(model: RentRequestModel, pdf: PdfRenderer): Promise<Buffer> {
  return pdf.renderPdf(await renderRentRequestHtml(model));
}
