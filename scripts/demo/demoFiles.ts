import zlib from 'node:zlib';

/** Text for a PDF string literal: backslashes and parentheses escaped; Latin-1 stays, € becomes WinAnsi 0x80. */
function pdfText(text: string): string {
  return text.replace(/[\\()]/g, (character) => `\\${character}`).replace(/€/g, '\x80');
}

/**
 * A small, valid one-page A4 PDF with a title and lines of text (Helvetica, WinAnsi encoding), with a correct
 * cross-reference table, so viewers open it without repairing it.
 */
export function makePdf(title: string, lines: string[]): Buffer {
  const content = [
    'BT /F1 18 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -30 Td 15 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

export type Rgb = [number, number, number];

/** A valid RGB PNG: a simple façade (sky, wall, windows, door) in the given wall colour. */
export function makeFacadePng(width: number, height: number, wall: Rgb): Buffer {
  const sky: Rgb = [186, 214, 235];
  const glass: Rgb = [70, 96, 120];
  const door: Rgb = [92, 60, 40];
  const pixel = (x: number, y: number): Rgb => {
    if (y < height * 0.2) return sky;
    const column = Math.floor((x / width) * 5);
    const row = Math.floor(((y - height * 0.2) / (height * 0.8)) * 4);
    const inCell =
      (x / width) * 5 - column > 0.25 &&
      (x / width) * 5 - column < 0.75 &&
      ((y - height * 0.2) / (height * 0.8)) * 4 - row > 0.25 &&
      ((y - height * 0.2) / (height * 0.8)) * 4 - row < 0.8;
    if (row === 3 && column === 2) return door;
    return inCell ? glass : wall;
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set(pixel(x, y), 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method variants, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
