import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { ContractBlock, ContractDocumentModel } from './contractModel';

function blockParagraphs(block: ContractBlock): Paragraph[] {
  switch (block.kind) {
    case 'heading':
      return [
        new Paragraph({
          text: block.text,
          heading: block.level === 1 ? HeadingLevel.TITLE : HeadingLevel.HEADING_2,
        }),
      ];
    case 'paragraph':
      return [
        new Paragraph({
          children: [new TextRun(block.text)],
          alignment: AlignmentType.JUSTIFIED,
          spacing: { after: 120 },
        }),
      ];
    case 'list':
      return block.items.map((item) => new Paragraph({ text: item, bullet: { level: 0 } }));
  }
}

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

/** The lease as a Word document, from the same model as the PDF (so both say the same). */
export function renderContractDocx(model: ContractDocumentModel): Promise<Buffer> {
  const signatureRows = model.signatories.map(
    (signatory) =>
      new TableRow({
        children: [
          new TableCell({
            width: { size: 40, type: WidthType.PERCENTAGE },
            children: [new Paragraph({ children: [new TextRun({ text: signatory.label, bold: true })] })],
          }),
          new TableCell({
            width: { size: 60, type: WidthType.PERCENTAGE },
            children: [new Paragraph(signatory.name), new Paragraph(''), new Paragraph('')],
          }),
        ],
      }),
  );
  const document = new Document({
    creator: model.contractNumber,
    title: model.title,
    sections: [
      {
        children: [
          new Paragraph({
            children: [
              new TextRun({
                text: `${model.contractNumber}${model.version > 1 ? ` · v${model.version}` : ''} · ${model.labels.reference}: ${model.structuredReference}`,
                color: '555555',
                size: 18,
              }),
            ],
          }),
          ...model.blocks.flatMap(blockParagraphs),
          new Paragraph({ text: model.labels.signatures, heading: HeadingLevel.HEADING_2 }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            borders: {
              top: NO_BORDER,
              bottom: NO_BORDER,
              left: NO_BORDER,
              right: NO_BORDER,
              insideHorizontal: NO_BORDER,
              insideVertical: NO_BORDER,
            },
            rows: signatureRows,
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
