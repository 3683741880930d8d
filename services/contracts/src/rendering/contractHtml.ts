import { escapeHtml } from '@immodesk/platform/html/escapeHtml';
import type { PdfRenderer } from '@immodesk/platform/ports/pdf/PdfRenderer';
import type { ContractBlock, ContractDocumentModel } from './contractModel';

/** A number with a hyphen inside (`85.07.30-033.28`, an EPC certificate number): printed on one line. */
const HYPHENATED_NUMBER = /\d[\d.]*-[\w.-]*\w/g;

/** Escaped text whose hyphenated numbers never break across lines (a register reads them whole). */
function textHtml(text: string): string {
  return escapeHtml(text).replace(HYPHENATED_NUMBER, (number) => `<span class="nowrap">${number}</span>`);
}

function blockHtml(block: ContractBlock): string {
  switch (block.kind) {
    case 'heading':
      return block.level === 1 ? `<h1>${textHtml(block.text)}</h1>` : `<h2>${textHtml(block.text)}</h2>`;
    case 'paragraph':
      return `<p>${textHtml(block.text)}</p>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${textHtml(item)}</li>`).join('')}</ul>`;
  }
}

const STYLE = `
@page { size: A4; margin: 22mm 20mm 24mm; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 10.5pt; line-height: 1.45; color: #1a1a1a; }
h1 { font-size: 17pt; margin: 0 0 4mm; }
h2 { font-size: 12pt; margin: 6mm 0 2mm; }
p { margin: 0 0 2.5mm; text-align: justify; }
ul { margin: 0 0 3mm; padding-left: 6mm; }
.meta { color: #555; font-size: 9pt; margin-bottom: 6mm; }
.signatures { margin-top: 10mm; page-break-inside: avoid; }
.signatories { display: flex; flex-wrap: wrap; gap: 6mm; }
.signatory { width: 75mm; border-top: 1px solid #999; padding-top: 2mm; min-height: 28mm; }
.signatory .role { color: #555; font-size: 9pt; }
.nowrap { white-space: nowrap; }
`;

/**
 * The lease as one self-contained HTML page (inline style, no script, nothing fetched), escaped throughout: the
 * template and every value come from users. The PDF is printed from it.
 */
export function renderContractHtml(model: ContractDocumentModel): string {
  const signatories = model.signatories
    .map(
      (signatory) =>
        `<div class="signatory"><div class="role">${escapeHtml(signatory.label)}</div><div>${escapeHtml(signatory.name)}</div></div>`,
    )
    .join('');
  return `<!doctype html><html lang="${model.language}"><head><meta charset="utf-8"><title>${escapeHtml(model.title)}</title><style>${STYLE}</style></head><body>
<div class="meta">${escapeHtml(model.contractNumber)}${model.version > 1 ? ` · v${model.version}` : ''} · ${escapeHtml(model.labels.reference)}: ${escapeHtml(model.structuredReference)}</div>
${model.blocks.map(blockHtml).join('\n')}
<section class="signatures"><h2>${escapeHtml(model.labels.signatures)}</h2><div class="signatories">${signatories}</div></section>
</body></html>`;
}

/** The lease as a PDF, printed from its HTML by the PDF port (one shared browser). */
export function renderContractPdf(model: ContractDocumentModel, pdf: PdfRenderer): Promise<Buffer> {
  return pdf.renderPdf(renderContractHtml(model));
}
