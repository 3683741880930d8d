import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDeleteImpactResponse } from '@immodesk/contracts/properties/property.contract';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { signedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe('the delete impact counts every kind of item a property delete removes', () => {
  let testApp: TestApp;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let otherAgent: Awaited<ReturnType<typeof signedInAgent>>;
  let owner: Awaited<ReturnType<typeof createOwner>>;

  const post = (url: string, body: object) => agent.post(url).send(body);
  const impactOf = async (id: string, as = agent) => {
    const response = await as.get(`/api/properties/${id}/delete-impact`);
    return {
      status: response.status,
      body: response.status === 200 ? ZDeleteImpactResponse.parse(response.body) : response.body,
    };
  };

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock: fixedClock('2026-03-15T09:00:00Z') });
    owner = await createOwner(testApp.services);
    agent = await signedInAgent(testApp, owner);
    otherAgent = await signedInAgent(testApp, await createOwner(testApp.services));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('counts photos, information, tasks, documents (its own and its tasks’ attachments) and rent items, then deletes them all', async () => {
    const { services } = testApp;
    const created = await post('/api/properties', {
      street: 'Veldstraat',
      houseNumber: '3',
      postalCode: '9000',
      city: 'Gent',
      type: 'house',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const propertyId = created.body.id as string;
    // A neighbour whose items must stay.
    const neighbour = await post('/api/properties', {
      street: 'Veldstraat',
      houseNumber: '5',
      postalCode: '9000',
      city: 'Gent',
      type: 'house',
    });

    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 90, b: 60 } },
    })
      .png()
      .toBuffer();
    expect(
      (await agent.post(`/api/properties/${propertyId}/photos`).attach('file', photo, 'gevel.png')).status,
    ).toBe(201);
    await agent.put(`/api/properties/${propertyId}/information`).send({ general: { bedrooms: 3 } });
    const tasks = [];
    for (const title of ['Dakgoot reinigen', 'Ketel nazien'])
      tasks.push(
        (await post('/api/tasks', { title, propertyId, priority: 'medium' })).body as { id: string },
      );
    await services.documentFiles.uploadDocument(owner.context, {
      fileName: 'offerte.pdf',
      content: PDF,
      type: 'task_document',
      taskId: tasks[0]!.id,
    });
    for (const fileName of ['epc.pdf', 'brandverzekering.pdf']) {
      await services.documentFiles.uploadDocument(owner.context, {
        fileName,
        content: PDF,
        type: 'epc_certificate',
        propertyId,
      });
    }
    await services.documentFiles.uploadDocument(owner.context, {
      fileName: 'buur.pdf',
      content: PDF,
      type: 'epc_certificate',
      propertyId: neighbour.body.id,
    });
    for (const period of ['2026-01', '2026-02', '2026-03']) {
      await services.finance.recordDueItem(owner.context, {
        propertyId,
        period,
        dueDate: `${period}-01`,
        amountDueCents: 95_000,
      });
    }
    await services.finance.recordDueItem(owner.context, {
      propertyId: neighbour.body.id,
      period: '2026-03',
      dueDate: '2026-03-01',
      amountDueCents: 80_000,
    });

    expect(await impactOf(created.body.urlCode)).toEqual({
      status: 200,
      body: {
        items: [
          { kind: 'photos', count: 1 },
          { kind: 'information', count: 1 },
          { kind: 'tasks', count: 2 },
          { kind: 'documents', count: 3 },
          { kind: 'rentItems', count: 3 },
        ],
      },
    });

    expect((await agent.delete(`/api/properties/${propertyId}`)).status).toBe(204);
    const documentsLeft = await services.documents.listDocuments(owner.context, { page: 1, pageSize: 50 });
    expect(documentsLeft.items.map((document) => document.fileName)).toEqual(['buur.pdf']);
    const rentLeft = await services.finance.listRentPayments(owner.context, { page: 1, pageSize: 50 });
    expect(rentLeft.items.map((item) => item.propertyId)).toEqual([neighbour.body.id]);
    expect((await impactOf(neighbour.body.id)).body).toEqual({
      items: [
        { kind: 'documents', count: 1 },
        { kind: 'rentItems', count: 1 },
      ],
    });
  });

  it('answers 404 for another organization’s property, and leaves its items alone', async () => {
    const foreign = await otherAgent
      .post('/api/properties')
      .send({ street: 'Meir', houseNumber: '1', postalCode: '2000', city: 'Antwerpen', type: 'office' });
    expect(foreign.status).toBe(201);
    expect((await impactOf(foreign.body.id)).status).toBe(404);
    expect((await impactOf(foreign.body.urlCode)).status).toBe(404);
    expect((await agent.delete(`/api/properties/${foreign.body.id}`)).status).toBe(404);
    expect((await impactOf(foreign.body.id, otherAgent)).body).toEqual({ items: [] });
  });
});
