import { escapeHtml } from '@immodesk/platform/html/escapeHtml';
import type { Language } from '@immodesk/platform/domain/language';
import type { ContractSignature } from '../domain/signing';
import type { RenderedSignature } from '../use-cases/storedSignature';
import { SIGNATURE_PAGE_LABELS } from './signaturePageLabels';

const STYLE = `
.signature-page { page-break-before: always; }
.signature-page .signer { border: 1px solid #bbb; border-radius: 2mm; padding: 4mm; margin: 0 0 5mm; page-break-inside: avoid; }
.signature-page .signer h3 { margin: 0 0 2mm; font-size: 11pt; }
.signature-page .mark { height: 22mm; margin: 2mm 0; }
.signature-page .mark img { max-height: 22mm; max-width: 80mm; }
.signature-page .typed { font-family: 'DejaVu Serif', serif; font-style: italic; font-size: 20pt; }
.signature-page dl { display: grid; grid-template-columns: 32mm 1fr; gap: 1mm 3mm; margin: 0; font-size: 9pt; }
.signature-page dt { color: #555; }
.signature-page dd { margin: 0; overflow-wrap: anywhere; }
.signature-page .instant { white-space: nowrap; }
.signature-page .legal { color: #555; font-size: 8.5pt; margin-top: 6mm; }
`;

export type SignedParty = ContractSignature & { rendered: RenderedSignature };

function mark(rendered: RenderedSignature, alt: string): string {
  return 'imageDataUrl' in rendered
    ? `<img src="${escapeHtml(rendered.imageDataUrl)}" alt="${escapeHtml(alt)}">`
    : `<span class="typed">${escapeHtml(rendered.typedName)}</span>`;
}

/**
 * The lease with its signature page added: each signer's signature (typed or image) with the evidence — name,
 * e-mail, time, IP address, browser, and how the signer was verified. The page is appended to the lease's own
 * self-contained HTML, so the final PDF is one document printed at once.
 */
export function withSignaturePage(contractHtml: string, language: Language, signers: SignedParty[]): string {
  const labels = SIGNATURE_PAGE_LABELS[language];
  const instant = new Intl.DateTimeFormat(labels.locale, {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'Europe/Brussels',
  });
  const blocks = signers.map((signer) => {
    // Issue 31, print: a moment is never broken across lines; long values (a browser's name) wrap anywhere.
    const moment = (date: Date) => `<span class="instant">${escapeHtml(instant.format(date))}</span>`;
    const verification = signer.codeVerifiedAt
      ? escapeHtml(labels.codeVerified).replace('{{date}}', moment(signer.codeVerifiedAt))
      : escapeHtml(labels.signedInLandlord);
    const rows: [string, string][] = [
      [labels.email, escapeHtml(signer.email)],
      [labels.signedAt, moment(signer.signedAt)],
      [labels.method, escapeHtml(labels.methods[signer.method])],
      [labels.verification, verification],
      [labels.ipAddress, escapeHtml(signer.ipAddress)],
      [labels.userAgent, escapeHtml(signer.userAgent)],
    ];
    return `<div class="signer"><h3>${escapeHtml(labels.roles[signer.role])}: ${escapeHtml(signer.name)}</h3><div class="mark">${mark(signer.rendered, signer.name)}</div><dl>${rows
      .map(([term, html]) => `<dt>${escapeHtml(term)}</dt><dd>${html}</dd>`)
      .join('')}</dl></div>`;
  });
  const page = `<style>${STYLE}</style><section class="signature-page"><h2>${escapeHtml(labels.title)}</h2><p>${escapeHtml(labels.intro)}</p>${blocks.join('')}<p class="legal">${escapeHtml(labels.eidas)}</p></section>`;
  const end = contractHtml.lastIndexOf('</body>');
  return end === -1
    ? `${contractHtml}${page}`
    : `${contractHtml.slice(0, end)}${page}${contractHtml.slice(end)}`;
}

/**
 * The signature page on its own, for the final PDF: the frozen lease's bytes followed by this page (issue 26), so the
 * page names the SHA-256 of the lease it seals.
 */
export function signaturePageHtml(language: Language, signers: SignedParty[], leaseSha256: string): string {
  const labels = SIGNATURE_PAGE_LABELS[language];
  const fingerprint = `<p class="legal">${escapeHtml(labels.leaseSha256)}: <span style="word-break:break-all">${escapeHtml(leaseSha256)}</span></p>`;
  const page = withSignaturePage(
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head><body></body></html>`,
    language,
    signers,
  );
  const end = page.lastIndexOf('</section>');
  // The page starts the document: no page break before it.
  return `${page.slice(0, end)}${fingerprint}${page.slice(end)}`.replace(
    '.signature-page { page-break-before: always; }',
    '',
  );
}
