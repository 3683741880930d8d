import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListDocumentsQuery } from '@immodesk/contracts/documents/listDocuments.contract';
import { DOCUMENT_MAX_BYTES } from '@immodesk/contracts/documents/uploadDocument.contract';
import { createDataSource, runMigrations } from '@immodesk/platform/database/createDataSource';
import { errorOf, randomContext } from '@immodesk/platform/testing/errorOf';
import { LocalFileStorage } from '@immodesk/platform/ports/storage/LocalFileStorage';
import { describeMigrations } from '@immodesk/platform/testing/describeMigrations';
import {
  createEmptyTestTarget,
  createTestDatabase,
  type TestDatabase,
} from '@immodesk/platform/testing/testDatabase';
import {
  createDocumentFilesApi,
  createInProcessDocumentsApi,
  type DocumentFilesApi,
  type DocumentsApi,
} from './documentsApi';
import { documentsDatabaseModule } from './documentsDatabaseModule';

const query = (input: Record<string, unknown> = {}) => ZListDocumentsQuery.parse(input);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

/** A documents database and files folder of its own for one describe block, removed after it. */
function useDocumentsService() {
  const service = {} as {
    database: TestDatabase;
    documents: DocumentsApi;
    files: DocumentFilesApi;
    filesDir: string;
  };
  beforeAll(async () => {
    service.database = await createTestDatabase([documentsDatabaseModule]);
    service.filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-files-'));
    service.documents = createInProcessDocumentsApi(service.database.dataSource);
    service.files = createDocumentFilesApi(
      service.database.dataSource,
      new LocalFileStorage(service.filesDir),
    );
  });
  afterAll(async () => {
    await service.database?.drop();
    if (service.filesDir) fs.rmSync(service.filesDir, { recursive: true, force: true });
  });
  return service;
}

describe('documents service', () => {
  const service = useDocumentsService();
  const owner = randomContext();
  const other = randomContext();
  const propertyId = crypto.randomUUID();
  const tenantId = crypto.randomUUID();

  beforeAll(async () => {
    await service.files.uploadDocument(owner, {
      fileName: 'Huurcontract Korenlei.pdf',
      content: PDF,
      type: 'rental_agreement',
      propertyId,
      tenantId,
    });
    await service.files.uploadDocument(owner, {
      fileName: 'EPC 2024.pdf',
      content: PDF,
      type: 'epc_certificate',
      propertyId,
    });
    await service.files.uploadDocument(owner, {
      fileName: 'gevel.png',
      content: PNG,
      type: 'property_description',
    });
    await service.files.uploadDocument(other, {
      fileName: 'Huurcontract elders.pdf',
      content: PDF,
      type: 'rental_agreement',
      propertyId,
    });
  });

  it('stores the file under the organization’s key with the detected type and size', async () => {
    const { items } = await service.documents.listDocuments(owner, query({ q: 'gevel' }));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      fileName: 'gevel.png',
      mimeType: 'image/png',
      sizeBytes: PNG.length,
      type: 'property_description',
      propertyId: null,
    });
    expect(fs.existsSync(path.join(service.filesDir, owner.organizationId, 'documents', items[0]!.id))).toBe(
      true,
    );
  });

  it('lists only the organization’s documents, with search and filters', async () => {
    expect((await service.documents.listDocuments(owner, query())).total).toBe(3);
    expect(
      (await service.documents.listDocuments(owner, query({ q: 'huurcontract' }))).items.map(
        (item) => item.fileName,
      ),
    ).toEqual(['Huurcontract Korenlei.pdf']);
    expect(
      (await service.documents.listDocuments(owner, query({ type: 'epc_certificate' }))).items.map(
        (item) => item.fileName,
      ),
    ).toEqual(['EPC 2024.pdf']);
    expect((await service.documents.listDocuments(owner, query({ propertyId }))).total).toBe(2);
    expect((await service.documents.listDocuments(owner, query({ tenantId }))).total).toBe(1);
  });

  it('pages through the list', async () => {
    const first = await service.documents.listDocuments(owner, query({ pageSize: '2' }));
    const second = await service.documents.listDocuments(owner, query({ pageSize: '2', page: '2' }));
    expect([first.items.length, second.items.length, first.total]).toEqual([2, 1, 3]);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(3);
  });

  it('returns the file content with its metadata', async () => {
    const [item] = (await service.documents.listDocuments(owner, query({ type: 'epc_certificate' }))).items;
    const file = await service.files.getDocumentFile(owner, item!.id);
    expect(file.document).toEqual(item);
    expect(await text(file.stream)).toBe(PDF.toString());
  });

  it('treats another organization’s document as not found', async () => {
    const [foreign] = (await service.documents.listDocuments(other, query())).items;
    expect((await errorOf(service.files.getDocumentFile(owner, foreign!.id))).code).toBe('not_found');
  });

  it('refuses a file whose content does not match its extension', async () => {
    const error = await errorOf(
      service.files.uploadDocument(owner, {
        fileName: 'factuur.pdf',
        content: Buffer.from('<html></html>'),
        type: 'other',
      }),
    );
    expect(error.code).toBe('unsupported_file_type');
    expect(
      (
        await errorOf(
          service.files.uploadDocument(owner, { fileName: 'virus.exe', content: PDF, type: 'other' }),
        )
      ).code,
    ).toBe('unsupported_file_type');
  });

  it('refuses a file above 10 MB and stores nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    expect(
      (
        await errorOf(
          service.files.uploadDocument(owner, { fileName: 'groot.pdf', content: big, type: 'other' }),
        )
      ).code,
    ).toBe('file_too_large');
    expect((await service.documents.listDocuments(owner, query())).total).toBe(3);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES - PDF.length)]);
    const document = await service.files.uploadDocument(owner, {
      fileName: 'precies.pdf',
      content: exact,
      type: 'other',
    });
    expect(document.sizeBytes).toBe(DOCUMENT_MAX_BYTES);
  });
});

describe('task attachments', () => {
  const service = useDocumentsService();
  const owner = randomContext();
  const other = randomContext();
  const taskId = crypto.randomUUID();
  const otherTaskId = crypto.randomUUID();
  const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

  it('stores task documents linked to their task, with GIF and Excel allowed for them only', async () => {
    const gif = await service.files.uploadDocument(owner, {
      fileName: 'lek.gif',
      content: GIF,
      type: 'task_document',
      taskId,
    });
    expect(gif).toMatchObject({ taskId, mimeType: 'image/gif', type: 'task_document' });
    await service.files.uploadDocument(owner, {
      fileName: 'offerte.pdf',
      content: PDF,
      type: 'task_document',
      taskId: otherTaskId,
    });
    expect(
      (
        await errorOf(
          service.files.uploadDocument(owner, {
            fileName: 'lek.gif',
            content: GIF,
            type: 'property_description',
          }),
        )
      ).code,
    ).toBe('unsupported_file_type');
    expect(
      (await service.documents.listDocuments(owner, query({ taskId }))).items.map((item) => item.fileName),
    ).toEqual(['lek.gif']);
    expect((await service.documents.listDocuments(other, query({ taskId }))).total).toBe(0);
  });

  it('deletes the documents of deleted tasks with their files, and one document on its own', async () => {
    const kept = await service.files.uploadDocument(owner, {
      fileName: 'blijft.pdf',
      content: PDF,
      type: 'other',
    });
    const foreign = await service.files.uploadDocument(other, {
      fileName: 'elders.pdf',
      content: PDF,
      type: 'task_document',
      taskId,
    });
    expect(await service.files.deleteTaskDocuments(owner, [taskId, otherTaskId])).toBe(2);
    expect(
      (await service.documents.listDocuments(owner, query())).items.map((item) => item.fileName),
    ).toEqual(['blijft.pdf']);
    expect(fs.readdirSync(path.join(service.filesDir, owner.organizationId, 'documents'))).toEqual([kept.id]);
    expect((await service.documents.listDocuments(other, query({ taskId }))).total).toBe(1);

    expect((await errorOf(service.files.deleteDocument(owner, foreign.id))).code).toBe('not_found');
    await service.files.deleteDocument(owner, kept.id);
    expect((await service.documents.listDocuments(owner, query())).total).toBe(0);
    expect(fs.readdirSync(path.join(service.filesDir, owner.organizationId, 'documents'))).toEqual([]);
  });
});

describe('documents migrations', () => {
  it('map stored documents of the older types onto the SPEC list', async () => {
    const empty = await createEmptyTestTarget();
    try {
      await runMigrations(empty.target, [
        { ...documentsDatabaseModule, migrations: documentsDatabaseModule.migrations.slice(0, 2) },
      ]);
      const before = createDataSource(empty.target, []);
      await before.initialize();
      const insert = (id: string, type: string) =>
        before.query(
          'INSERT INTO documents (id, organization_id, file_name, type, mime_type, size_bytes, storage_key, uploaded_at, modified_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
          [
            id,
            'org',
            `${type}.pdf`,
            type,
            'application/pdf',
            1,
            `org/documents/${id}`,
            '2026-01-01 00:00:00.000',
            '2026-01-01 00:00:00.000',
          ],
        );
      await insert('a', 'contract');
      await insert('b', 'photo');
      await insert('c', 'invoice');
      await insert('d', 'epc_certificate');
      await before.destroy();
      await runMigrations(empty.target, [documentsDatabaseModule]);
      const after = createDataSource(empty.target, []);
      await after.initialize();
      const rows: { id: string; type: string }[] = await after.query(
        'SELECT id, type FROM documents ORDER BY id',
      );
      await after.destroy();
      expect(rows.map((row) => row.type)).toEqual([
        'rental_agreement',
        'property_description',
        'other',
        'epc_certificate',
      ]);
    } finally {
      await empty.drop();
    }
  });
});

describeMigrations(documentsDatabaseModule);
