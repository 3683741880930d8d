import { execFileSync } from 'node:child_process';

/** A PDF's text as `pdftotext -layout` (poppler-utils) lays it out, read from stdin: no temporary file. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
}
