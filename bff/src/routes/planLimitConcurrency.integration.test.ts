import crypto from 'node:crypto';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentEntity } from '@immodesk/documents/entities/DocumentEntity';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { listenOnLoopback, type LoopbackServer } from '../testing/listenOnLoopback';
import { PROPERTY_REQUEST } from '../testing/portfolio';
import { signedInAgent } from '../testing/signedInAgent';

const MB = 1024 * 1024;
const PARALLEL = 10;

type Agent = ReturnType<typeof request.agent>;

/** A Nominatim-compatible geocoder that answers after a pause: the slow work that once let every create pass. */
function slowNominatim(): Promise<LoopbackServer> {
  return listenOnLoopback((_request, response) => {
    setTimeout(() => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify([{ lat: '51.05', lon: '3.72' }]));
    }, 300);
  });
}

/** A PDF of `bytes` bytes (the header makes it one; the padding makes it big). */
function pdfOf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n');
  const tail = Buffer.from('\ntrailer << >>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail]);
}

describe('plan limits under parallel requests (Free plan)', () => {
  let geocoder: LoopbackServer;
  let testApp: TestApp;

  beforeAll(async () => {
    geocoder = await slowNominatim();
    testApp = await createTestApp({ env: { GEOCODER: 'nominatim', NOMINATIM_URL: geocoder.url } });
  });
  afterAll(async () => {
    await testApp?.close();
    await geocoder?.close();
  });

  async function freeOwner(): Promise<{ agent: Agent; owner: Awaited<ReturnType<typeof createOwner>> }> {
    const owner = await createOwner(testApp.services);
    return { owner, agent: await signedInAgent(testApp, owner) };
  }

  const statuses = (responses: { status: number }[]) => responses.map((response) => response.status).sort();

  it('creates exactly 3 of 10 parallel properties with a slow geocoder; the others are 403 plan_required', async () => {
    const { agent } = await freeOwner();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        agent
          .post('/api/properties')
          .set('Accept-Language', 'en')
          .send({ ...PROPERTY_REQUEST, houseNumber: String(index + 1) }),
      ),
    );

    expect(statuses(responses)).toEqual([201, 201, 201, ...Array<number>(PARALLEL - 3).fill(403)]);
    for (const refused of responses.filter((response) => response.status === 403)) {
      expect(refused.body.code).toBe('plan_required');
      expect(refused.body.message).toMatch(/3/);
    }
    expect((await agent.get('/api/properties').expect(200)).body.total).toBe(3);
    const created = responses.find((response) => response.status === 201);
    expect(created?.body).toMatchObject({ latitude: 51.05, longitude: 3.72 });
  });

  it('reactivates archived properties only up to the plan: 2 free places, 5 parallel unarchivings give 2', async () => {
    const { agent } = await freeOwner();
    await agent.post('/api/properties').send(PROPERTY_REQUEST).expect(201);
    const archived = await Promise.all(
      Array.from(
        { length: 5 },
        async (_, index) =>
          (
            await agent
              .post('/api/properties')
              .send({ ...PROPERTY_REQUEST, houseNumber: `${index + 20}`, status: 'archived' })
              .expect(201)
          ).body.id as string,
      ),
    );

    const responses = await Promise.all(
      archived.map((id) => agent.patch(`/api/properties/${id}`).send({ status: 'active' })),
    );

    expect(statuses(responses)).toEqual([200, 200, 403, 403, 403]);
    expect((await agent.get('/api/user/plan-limits').expect(200)).body.activeProperties).toBe(3);
  });

  it('creates exactly 10 of 15 parallel active tenants', async () => {
    const { agent } = await freeOwner();
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        agent
          .post('/api/tenants')
          .send({ entityType: 'natural', firstName: `An${index}`, lastName: 'Maes', language: 'nl' }),
      ),
    );

    expect(statuses(responses)).toEqual([...Array<number>(10).fill(201), ...Array<number>(5).fill(403)]);
    expect(responses.find((response) => response.status === 403)?.body.code).toBe('plan_required');
    expect((await agent.get('/api/user/plan-limits').expect(200)).body.activeTenants).toBe(10);
  });

  it('keeps parallel uploads within the storage quota: 3 MB left, three 2 MB uploads at once store 1', async () => {
    const { agent, owner } = await freeOwner();
    // Given: documents already taking 197 MB of the Free plan's 200 MB (recorded directly, to spare the disk).
    await testApp.services.dataSource.getRepository(DocumentEntity).insert({
      id: crypto.randomUUID(),
      organizationId: owner.context.organizationId,
      fileName: 'archive.pdf',
      type: 'other',
      mimeType: 'application/pdf',
      sizeBytes: 197 * MB,
      propertyId: null,
      tenantId: null,
      taskId: null,
      storageKey: `${owner.context.organizationId}/documents/archive`,
      sha256: null,
      uploadedAt: new Date(),
      modifiedAt: new Date(),
    });
    const file = pdfOf(2 * MB);

    // Three: the most uploads one user may run at once (http/uploadSlots.ts).
    const responses = await Promise.all(
      Array.from({ length: 3 }, (_, index) =>
        agent
          .post('/api/documents')
          .set('Accept-Language', 'en')
          .field('type', 'other')
          .attach('file', file, `scan-${index}.pdf`),
      ),
    );

    expect(statuses(responses)).toEqual([201, 403, 403]);
    expect(responses.find((response) => response.status === 403)?.body.code).toBe('plan_required');
    const usage = (await agent.get('/api/documents/usage').expect(200)).body;
    expect(usage.usedBytes).toBe(199 * MB);
    expect((await agent.get('/api/documents').expect(200)).body.total).toBe(2);
  });
});
