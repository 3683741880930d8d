import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { ChecksumMismatchError, sha256OfContent, verifiedStream } from './checksum';
import { SIGNATURE_BYTES } from './fileContent';

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

describe('checksums', () => {
  it('hashes bytes in memory and a spooled file alike', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-checksum-test-'));
    const file = path.join(folder, 'upload');
    fs.writeFileSync(file, 'huurcontract');
    try {
      expect(await sha256OfContent(Buffer.from('huurcontract'))).toBe(sha256('huurcontract'));
      expect(
        await sha256OfContent({
          path: file,
          sizeBytes: 12,
          head: Buffer.from('huurcontract').subarray(0, SIGNATURE_BYTES),
        }),
      ).toBe(sha256('huurcontract'));
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('hands out the bytes only when they match', async () => {
    const verified = await verifiedStream(
      Readable.from([Buffer.from('huur'), Buffer.from('contract')]),
      sha256('huurcontract'),
    );
    expect(await text(verified)).toBe('huurcontract');
    await expect(
      verifiedStream(Readable.from([Buffer.from('gewijzigd')]), sha256('huurcontract')),
    ).rejects.toBeInstanceOf(ChecksumMismatchError);
  });
});
