import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A file in the layout of Statbel's "CPI All base years" (byte-order mark, CRLF, newest month first, a base without
 * health index): base 2013 = 100 from 2025-10 to 2026-03 (the shipped values, then three months for tests only) and
 * base 2025 = 100 from 2025-01 to 2026-03 (derived from them for the tests: not Statbel's figures).
 */
export const STATBEL_FIXTURE_PATH = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'statbel-cpi-all-base-years.txt',
);

export function statbelFixture(): string {
  return fs.readFileSync(STATBEL_FIXTURE_PATH, 'utf8');
}
