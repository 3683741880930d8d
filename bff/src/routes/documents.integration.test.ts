import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDocumentUsageResponse } from '@immodesk/contracts/documents/getDocumentUsage.contract';
import { ZListDocumentsResponse } from '@immodesk/contracts/documents/listDocuments.contract';
import { S3FileStorage } from '@immodesk/platform/ports/storage/S3FileStorage';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { BRUSSELS_STUDIO, createTestProperty, createTestTenant } from '../testing/portfolio';
import { signedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const BUCKET = 'immodesk-documents';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
/** The first bytes of a Windows program: what a renamed .exe carries. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]);
const MB = 1024 * 1024;

type Agent = ReturnType<typeof request.agent>;

/** A local S3-compatible store that can be stopped and started again on the same port and folder. */
async function startStore(directory: string, port = 0): Promise<{ server: S3rver; port: number }> {
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const address = await server.run();
  return { server, port: address.port };
}

function storedKeys(directory: string): string[] {
  const bucket = path.join(directory, BUCKET);
  if (!fs.existsSync(bucket)) return [];
  return fs
    .readdirSync(bucket, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('._S3rver_object'))
    .map((entry) =>
      path.relative(bucket, path.join(entry.parentPath, entry.name)).replace(/\._S3rver_object$/, ''),
    );
}

describe('documents on S3 (s3rver), through the BFF', () => {
  let directory: string;
  let store: { server: S3rver; port: number };
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof createOwner>>;
  let other: Awaited<ReturnType<typeof createOwner>>;
  let agent: Agent;
  let directStore: S3FileStorage;

  const upload = (fields: Record<string, string>, content: Buffer, fileName: string) => {
    let call = agent.post('/api/documents').set('Accept-Language', 'en');
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    return call.attach('file', content, fileName);
  };
  const total = async () => ZListDocumentsResponse.parse((await agent.get('/api/documents')).body).total;

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-s3-documents-'));
    store = await startStore(directory);
    const endpoint = `http://127.0.0.1:${store.port}`;
    testApp = await createTestApp({
      env: {
        PUBLIC_URL: ORIGIN,
        STORAGE_DRIVER: 's3',
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    directStore = new S3FileStorage({
      bucket: BUCKET,
      region: 'eu-west-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    owner = await createOwner(testApp.services);
    other = await createOwner(testApp.services);
    agent = await signedInAgent(testApp, owner);
  });

  afterAll(async () => {
    await store?.server.close();
    await testApp?.close();
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
  });

  it('uploads to the store, downloads the same bytes and deletes both the record and the file', async () => {
    const created = await upload({ type: 'rental_agreement' }, PDF, 'Huurcontract Korenlei 7.pdf');
    expect(created.status).toBe(201);
    const key = `${owner.context.organizationId}/documents/${created.body.id}`;
    expect(storedKeys(directory)).toContain(key);
    const download = await agent.get(`/api/documents/${created.body.id}/download`).buffer(true);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(Buffer.from(download.body as Buffer).equals(PDF)).toBe(true);
    const inline = await agent.get(`/api/documents/${created.body.id}/download?inline=1`).buffer(true);
    expect(inline.headers['content-disposition']).toMatch(/^inline/);
    expect((await agent.delete(`/api/documents/${created.body.id}`)).status).toBe(204);
    expect(storedKeys(directory)).not.toContain(key);
    expect((await agent.get(`/api/documents/${created.body.id}/download`)).status).toBe(404);
  });

  it('refuses a program renamed from .exe to .pdf as an invalid type', async () => {
    const before = await total();
    const response = await upload({ type: 'other' }, EXE, 'factuur.pdf');
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({
      code: 'unsupported_file_type',
      message: expect.stringContaining('Invalid file type'),
    });
    expect(await total()).toBe(before);
  });

  it("refuses an 11 MB file with 'File too large'", async () => {
    const response = await upload(
      { type: 'other' },
      Buffer.concat([PDF, Buffer.alloc(11 * MB - PDF.length)]),
      'scan.pdf',
    );
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      code: 'file_too_large',
      message: expect.stringContaining('File too large'),
    });
  });

  it('answers 404 for another organization’s property or tenant and stores nothing', async () => {
    const foreignProperty = await createTestProperty(testApp, other.context, BRUSSELS_STUDIO);
    const foreignTenant = await createTestTenant(testApp, other.context, {
      firstName: 'Marie',
      lastName: 'Dupont',
    });
    const keysBefore = storedKeys(directory);
    const before = await total();
    const links: Record<string, string>[] = [
      { propertyId: foreignProperty.id },
      { tenantId: foreignTenant.id },
      { propertyId: crypto.randomUUID() },
    ];
    for (const fields of links) {
      const response = await upload({ type: 'rental_agreement', ...fields }, PDF, 'bail.pdf');
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('not_found');
    }
    expect(await total()).toBe(before);
    expect(storedKeys(directory)).toEqual(keysBefore);
  });

  it('lists rows with the property address and tenant name, filters, sorts and renames', async () => {
    const property = await createTestProperty(testApp, owner.context, {
      street: 'Korenlei',
      houseNumber: '7',
      bus: '2',
    });
    const tenant = await createTestTenant(testApp, owner.context, {
      firstName: 'Sofie',
      lastName: 'Peeters',
      language: 'nl',
      propertyId: property.id,
    });
    const contract = await upload(
      { type: 'rental_agreement', propertyId: property.id, tenantId: tenant.id },
      PDF,
      'Huurcontract.pdf',
    );
    const photo = await upload({ type: 'photo', propertyId: property.id }, PNG, 'Gevel.png');
    expect(photo.body.type).toBe('property_description');
    const english = ZListDocumentsResponse.parse(
      (
        await agent
          .get(`/api/documents?propertyId=${property.id}&sort=name&order=asc`)
          .set('Accept-Language', 'en')
      ).body,
    );
    expect(english.items.map((item) => [item.fileName, item.propertyAddress, item.tenantName])).toEqual([
      ['Gevel.png', 'Korenlei 7 box 2, 9000 Gent', null],
      ['Huurcontract.pdf', 'Korenlei 7 box 2, 9000 Gent', 'Sofie Peeters'],
    ]);
    const byTenant = ZListDocumentsResponse.parse(
      (await agent.get(`/api/documents?tenantId=${tenant.id}&type=rental_agreement`)).body,
    );
    expect(byTenant.items.map((item) => item.id)).toEqual([contract.body.id]);
    const bySize = ZListDocumentsResponse.parse(
      (await agent.get(`/api/documents?propertyId=${property.id}&sort=size&order=desc`)).body,
    );
    expect(bySize.items.map((item) => item.fileName)).toEqual(['Huurcontract.pdf', 'Gevel.png']);

    const renamed = await agent
      .patch(`/api/documents/${contract.body.id}`)
      .send({ fileName: 'Huurovereenkomst Korenlei 7' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.fileName).toBe('Huurovereenkomst Korenlei 7.pdf');
    expect((await agent.patch(`/api/documents/${contract.body.id}`).send({ fileName: '   ' })).status).toBe(
      400,
    );
    const stranger = await signedInAgent(testApp, other);
    expect(
      (await stranger.patch(`/api/documents/${contract.body.id}`).send({ fileName: 'Gestolen.pdf' })).status,
    ).toBe(404);
    const download = await agent.get(`/api/documents/${contract.body.id}/download`);
    expect(download.headers['content-disposition']).toContain('Huurovereenkomst%20Korenlei%207.pdf');
  });

  it('reports the storage used against the plan’s quota', async () => {
    const usage = ZDocumentUsageResponse.parse((await agent.get('/api/documents/usage')).body);
    expect(usage.quotaBytes).toBe(200 * MB);
    expect(usage.usedBytes).toBe(PDF.length + PNG.length);
    await testApp.services.identity.changeOrganizationPlan(owner.context, { planType: 'enterprise' });
    expect(
      ZDocumentUsageResponse.parse((await agent.get('/api/documents/usage')).body).quotaBytes,
    ).toBeNull();
    await testApp.services.identity.changeOrganizationPlan(owner.context, { planType: 'free' });
  });

  it('fails a download whose stored file changed behind our back, with a clear message', async () => {
    const created = await upload({ type: 'epc_certificate' }, PDF, 'EPC.pdf');
    await directStore.put(
      `${owner.context.organizationId}/documents/${created.body.id}`,
      Buffer.from('%PDF-1.4 tampered'),
      'application/pdf',
    );
    const download = await agent
      .get(`/api/documents/${created.body.id}/download`)
      .set('Accept-Language', 'en');
    expect(download.status).toBe(500);
    expect(download.body.message).toMatch(/^Download failed/);
  });

  it('with the store down: the upload fails clearly and leaves no record; a delete is retried until the file is gone', async () => {
    const kept = await upload({ type: 'other' }, PDF, 'Brief.pdf');
    const keptKey = `${owner.context.organizationId}/documents/${kept.body.id}`;
    const before = await total();
    const keysBefore = storedKeys(directory);
    await store.server.close();
    try {
      const response = await upload({ type: 'other' }, PDF, 'Tijdens storing.pdf');
      expect(response.status).toBe(503);
      expect(response.body.message).toMatch(/^Upload failed/);
      expect(await total()).toBe(before);
      expect((await agent.delete(`/api/documents/${kept.body.id}`)).status).toBe(204);
      expect(await total()).toBe(before - 1);
    } finally {
      store = await startStore(directory, store.port);
    }
    expect(storedKeys(directory)).toContain(keptKey);
    expect(await testApp.services.documentFiles.retryFileDeletions()).toMatchObject({ failed: 0 });
    expect(storedKeys(directory)).toEqual(keysBefore.filter((key) => key !== keptKey));
  });
});
