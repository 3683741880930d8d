import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListDocumentsQuery } from '@immodesk/contracts/documents/listDocuments.contract';
import { LocalFileStorage } from '@immodesk/platform/ports/storage/LocalFileStorage';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import { serveOverHttp } from '@immodesk/platform/testing/serveOverHttp';
import { createDocumentFilesApi, createHttpDocumentsApi, createInProcessDocumentsApi } from './documentsApi';
import { documentsDatabaseModule } from './documentsDatabaseModule';

describe('documents service over HTTP', () => {
  let database: TestDatabase;
  let served: Awaited<ReturnType<typeof serveOverHttp>>;
  let filesDir: string;
  const owner = { organizationId: crypto.randomUUID(), userId: crypto.randomUUID() };

  beforeAll(async () => {
    database = await createTestDatabase([documentsDatabaseModule]);
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-files-'));
    served = await serveOverHttp(createInProcessDocumentsApi(database.dataSource));
  });

  afterAll(async () => {
    await served?.close();
    await database?.drop();
    if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('lists over HTTP what was uploaded in-process, with the same JSON', async () => {
    const files = createDocumentFilesApi(database.dataSource, new LocalFileStorage(filesDir));
    const uploaded = await files.uploadDocument(owner, {
      fileName: 'EPC.pdf',
      content: Buffer.from('%PDF-1.4\n%%EOF\n'),
      type: 'epc_certificate',
    });
    const listed = await createHttpDocumentsApi(served).listDocuments(owner, ZListDocumentsQuery.parse({}));
    expect(listed).toEqual({ items: [uploaded], total: 1 });
    expect(
      (
        await createHttpDocumentsApi(served).listDocuments(
          { ...owner, organizationId: crypto.randomUUID() },
          ZListDocumentsQuery.parse({}),
        )
      ).total,
    ).toBe(0);
  });
});
