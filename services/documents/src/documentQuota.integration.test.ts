import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, randomContext } from '@immodesk/platform/testing/errorOf';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import { LocalFileStorage } from '@immodesk/platform/ports/storage/LocalFileStorage';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import {
  createDocumentFilesApi,
  createInProcessDocumentsApi,
  type DocumentFilesApi,
  type DocumentsApi,
} from './documentsApi';
import { documentsDatabaseModule } from './documentsDatabaseModule';
import { fileDeletionRepository } from './repositories/fileDeletionRepository';
import { retryDelayMs } from './use-cases/removeStoredFiles';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe('document quota, rename and the file-delete queue', () => {
  let database: TestDatabase;
  let documents: DocumentsApi;
  let files: DocumentFilesApi;
  let filesDir: string;
  let storeDown = false;
  const owner = randomContext();
  let now = new Date('2026-03-15T09:00:00Z');
  const clock: Clock = { now: () => new Date(now), today: () => now.toISOString().slice(0, 10) };

  beforeAll(async () => {
    database = await createTestDatabase([documentsDatabaseModule]);
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-files-'));
    const local = new LocalFileStorage(filesDir);
    // The store refusing deletes while `storeDown` (the S3 outage itself is tested on s3rver in the BFF).
    const storage: FileStorage = {
      put: local.put.bind(local),
      get: local.get.bind(local),
      check: local.check.bind(local),
      list: local.list.bind(local),
      delete: (key) => (storeDown ? Promise.reject(new Error('ECONNREFUSED')) : local.delete(key)),
    };
    documents = createInProcessDocumentsApi(database.dataSource, clock);
    files = createDocumentFilesApi(database.dataSource, storage, clock);
  });

  afterAll(async () => {
    await database?.drop();
    if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('refuses an upload beyond the quota with plan_required and stores nothing; unlimited takes it', async () => {
    await files.uploadDocument(owner, {
      fileName: 'eerste.pdf',
      content: PDF,
      type: 'other',
      quotaBytes: PDF.length * 2,
    });
    await files.uploadDocument(owner, {
      fileName: 'tweede.pdf',
      content: PDF,
      type: 'other',
      quotaBytes: PDF.length * 2,
    });
    const refused = await errorOf(
      files.uploadDocument(owner, {
        fileName: 'derde.pdf',
        content: PDF,
        type: 'other',
        quotaBytes: PDF.length * 2,
      }),
    );
    expect(refused).toMatchObject({ code: 'plan_required', messageKey: 'errors.documentQuotaExceeded' });
    expect(await documents.getDocumentUsage(owner)).toEqual({ usedBytes: PDF.length * 2 });
    expect(fs.readdirSync(path.join(filesDir, owner.organizationId, 'documents'))).toHaveLength(2);
    await files.uploadDocument(owner, {
      fileName: 'derde.pdf',
      content: PDF,
      type: 'other',
      quotaBytes: null,
    });
    expect(await documents.getDocumentUsage(owner)).toEqual({ usedBytes: PDF.length * 3 });
  });

  it('renames with the extension kept and the modified date moved; another organization’s is not found', async () => {
    const [document] = (await documents.listDocuments(owner, { page: 1, pageSize: 1, q: 'eerste' })).items;
    const renamed = await documents.renameDocument(owner, { id: document!.id, fileName: 'Huurcontract' });
    expect(renamed).toMatchObject({ fileName: 'Huurcontract.pdf', modifiedAt: '2026-03-15T09:00:00.000Z' });
    expect(
      (await errorOf(documents.renameDocument(randomContext(), { id: document!.id, fileName: 'x' }))).code,
    ).toBe('not_found');
  });

  it('sorts by name, type, size and upload date', async () => {
    const names = async (sort: 'name' | 'size', order: 'asc' | 'desc') =>
      (await documents.listDocuments(owner, { page: 1, pageSize: 10, sort, order })).items.map(
        (item) => item.fileName,
      );
    expect(await names('name', 'asc')).toEqual(['derde.pdf', 'Huurcontract.pdf', 'tweede.pdf']);
    expect((await names('name', 'desc')).reverse()).toEqual(await names('name', 'asc'));
  });

  it('queues a file the store cannot delete and deletes it on a later run of the retry job', async () => {
    const [document] = (await documents.listDocuments(owner, { page: 1, pageSize: 1, q: 'tweede' })).items;
    storeDown = true;
    await files.deleteDocument(owner, document!.id);
    expect((await documents.listDocuments(owner, { page: 1, pageSize: 10, q: 'tweede' })).total).toBe(0);
    expect(await files.retryFileDeletions()).toEqual({ deleted: 0, failed: 1 });
    expect(await fileDeletionRepository(database.dataSource).count()).toBe(1);
    // Postponed: not due again until the back-off has passed.
    storeDown = false;
    expect(await files.retryFileDeletions()).toEqual({ deleted: 0, failed: 0 });
    now = new Date(now.getTime() + retryDelayMs(1));
    expect(await files.retryFileDeletions()).toEqual({ deleted: 1, failed: 0 });
    expect(await fileDeletionRepository(database.dataSource).count()).toBe(0);
    expect(fs.readdirSync(path.join(filesDir, owner.organizationId, 'documents'))).not.toContain(
      document!.id,
    );
  });

  it('backs off from a minute up to six hours', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000]);
    expect(retryDelayMs(50)).toBe(6 * 60 * 60_000);
  });
});
