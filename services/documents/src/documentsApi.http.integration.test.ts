import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListDocumentsQuery } from '@immodesk/contracts/documents/listDocuments.contract';
import { LocalFileStorage } from '@immodesk/platform/ports/storage/LocalFileStorage';
import { serviceOverHttp } from '@immodesk/platform/testing/serviceOverHttp';
import { createDocumentFilesApi, createHttpDocumentsApi, createInProcessDocumentsApi } from './documentsApi';
import { documentsDatabaseModule } from './documentsDatabaseModule';

describe('documents service over HTTP', () => {
  const service = serviceOverHttp({
    modules: [documentsDatabaseModule],
    inProcess: ({ dataSource }) => createInProcessDocumentsApi(dataSource),
    client: createHttpDocumentsApi,
  });
  let filesDir: string;
  const owner = { organizationId: crypto.randomUUID(), userId: crypto.randomUUID() };

  beforeAll(() => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-files-'));
  });

  afterAll(() => {
    if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('lists over HTTP what was uploaded in-process, with the same JSON', async () => {
    const files = createDocumentFilesApi(service.database.dataSource, new LocalFileStorage(filesDir));
    const uploaded = await files.uploadDocument(owner, {
      fileName: 'EPC.pdf',
      content: Buffer.from('%PDF-1.4\n%%EOF\n'),
      type: 'epc_certificate',
    });
    const listed = await service.overHttp.listDocuments(owner, ZListDocumentsQuery.parse({}));
    expect(listed).toEqual({ items: [uploaded], total: 1 });
    expect(
      (
        await service.overHttp.listDocuments(
          { ...owner, organizationId: crypto.randomUUID() },
          ZListDocumentsQuery.parse({}),
        )
      ).total,
    ).toBe(0);
  });
});
