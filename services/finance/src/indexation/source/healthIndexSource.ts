import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import type { GivenBaseMonth } from '../domain/healthIndexBases';
import { parseStatbelHealthIndex } from '../domain/statbelHealthIndexFile';

/** Statbel's open-data file "CPI All base years", zipped pipe-separated text: the default `HEALTH_INDEX_SOURCE_URL`. */
export const STATBEL_HEALTH_INDEX_URL =
  'https://statbel.fgov.be/sites/default/files/files/opendata/Consumptieprijsindex%20en%20gezondheidsindex/CPI%20All%20base%20years.zip';

export const HEALTH_INDEX_FETCH_TIMEOUT_MS = 30_000;

async function download(url: string, timeoutMs: number): Promise<Uint8Array> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The text of the zip's one text file (Statbel's zip holds the `.txt`; any other entry is ignored). */
function unzipText(bytes: Uint8Array): Uint8Array {
  const entries = unzipSync(bytes, { filter: (file) => /\.(txt|csv)$/i.test(file.name) });
  const [first] = Object.values(entries);
  if (!first) throw new Error('the zip holds no .txt file');
  return first;
}

/**
 * Reads Statbel's health index file from a URL (Node's fetch, with a timeout) or a local path (`file:` URLs too),
 * plain or zipped, and answers every base's months. Throws on a failed fetch or an unreadable file.
 */
export async function readHealthIndexSource(
  source: string,
  timeoutMs: number = HEALTH_INDEX_FETCH_TIMEOUT_MS,
): Promise<GivenBaseMonth[]> {
  const bytes = /^https?:\/\//i.test(source)
    ? await download(source, timeoutMs)
    : new Uint8Array(await readFile(source.startsWith('file:') ? fileURLToPath(source) : source));
  const text = new TextDecoder('utf-8').decode(isZip(bytes) ? unzipText(bytes) : bytes);
  return parseStatbelHealthIndex(text);
}
