import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './FileStorage';
import { LocalFileStorage } from './LocalFileStorage';
import { S3FileStorage } from './S3FileStorage';
import { SIGNATURE_BYTES, type SpooledFile } from './fileContent';

/** A received upload as the BFF leaves it: a temporary file and its first bytes. */
function spooledFile(content: string): SpooledFile {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-spool-test-')), 'upload');
  fs.writeFileSync(file, content);
  return {
    path: file,
    sizeBytes: Buffer.byteLength(content),
    head: Buffer.from(content).subarray(0, SIGNATURE_BYTES),
  };
}

describe.each(['local', 's3', 's3-encrypted'] as const)('%s file storage', (kind) => {
  let storage: FileStorage;
  let s3: S3rver | null = null;

  beforeAll(async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), `immodesk-${kind}-storage-`));
    if (kind === 'local') {
      storage = new LocalFileStorage(directory);
      return;
    }
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'immodesk' }],
    });
    const { port } = await s3.run();
    const encryption =
      kind === 's3-encrypted' ? { serverSideEncryption: 'AES256' as const, forcePathStyle: true } : {};
    storage = new S3FileStorage({
      bucket: 'immodesk',
      region: 'eu-west-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      ...encryption,
    });
  });
  afterAll(async () => s3?.close());

  it('stores a spooled upload by streaming the file, and bytes in memory alike', async () => {
    const large = 'x'.repeat(300 * 1024);
    await storage.put('org/documents/spooled', spooledFile(large), 'application/pdf');
    await storage.put('org/documents/buffer', Buffer.from('in memory'), 'application/pdf');
    expect(await text(await storage.get('org/documents/spooled'))).toBe(large);
    expect(await text(await storage.get('org/documents/buffer'))).toBe('in memory');
  });

  it('deletes a stored file, and deleting a missing one is a no-op', async () => {
    await storage.put('org/documents/gone', Buffer.from('weg'), 'application/pdf');
    await storage.delete('org/documents/gone');
    await expect(storage.get('org/documents/gone')).rejects.toMatchObject({ code: 'not_found' });
    await expect(storage.delete('org/documents/gone')).resolves.toBeUndefined();
  });
});
