import { describe, expect, it } from 'vitest';
import { makeFacadePng, makePdf } from './demoFiles';

describe('demo files', () => {
  it('makes a PDF whose cross-reference offsets point at its objects', () => {
    const pdf = makePdf('Huurcontract (Korenlei 7)', ['Huurprijs: € 1.150', 'Liège \\ Gent']);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
      Number(match[1]),
    );
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) =>
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true),
    );
    expect(text).toContain('(Huurcontract \\(Korenlei 7\\)) Tj');
  });

  it('makes a PNG with a correct signature and chunk layout', () => {
    const png = makeFacadePng(40, 30, [200, 120, 90]);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(40);
    expect(png.readUInt32BE(20)).toBe(30);
    expect(png.subarray(-8, -4).toString('ascii')).toBe('IEND');
  });
});
