import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListConversationsResponse } from '@immodesk/contracts/ai/listConversations.contract';
import { ZListContractorsResponse } from '@immodesk/contracts/contractors/listContractors.contract';
import { ZListDocumentsResponse } from '@immodesk/contracts/documents/listDocuments.contract';
import { ZListRentPaymentsResponse } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { ZListTenantsResponse } from '@immodesk/contracts/tenants/listTenants.contract';
import { fixedClock } from '@immodesk/platform/ports/clock';
import type { TestApp } from '../testing/createTestApp';
import { createTestTenant } from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe('tenants, contractors, rent payments, documents and AI routes', () => {
  let testApp: TestApp;
  let owner: Owner;
  let other: Owner;
  let agent: SignedInAgent;
  let stranger: SignedInAgent;

  beforeAll(async () => {
    ({ testApp, owner, agent, other, stranger } = await givenTwoSignedInOwners({
      env: { PUBLIC_URL: ORIGIN },
      clock: fixedClock('2026-03-15T09:00:00Z'),
    }));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('creates a tenant, refuses one without the required names, and lists only the organization’s tenants', async () => {
    const refused = await agent
      .post('/api/tenants')
      .send({ entityType: 'legal', firstName: 'Jan', language: 'nl' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'validation_error',
      details: { companyName: 'Dit veld is verplicht.' },
    });
    const created = await agent.post('/api/tenants').send({
      entityType: 'legal',
      companyName: 'Bakkerij Claes BV',
      vatNumber: 'BE0403.170.701',
      email: '',
      language: 'nl',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ companyName: 'Bakkerij Claes BV', email: null, status: 'active' });
    await createTestTenant(testApp, other.context, { firstName: 'Elders', lastName: 'Niet', language: 'nl' });
    const list = ZListTenantsResponse.parse((await agent.get('/api/tenants')).body);
    expect(list.items.map((tenant) => tenant.companyName)).toEqual(['Bakkerij Claes BV']);
    expect((await agent.get(`/api/tenants/${created.body.id}`)).status).toBe(200);
  });

  it('answers 404 for another organization’s tenant', async () => {
    const foreign = await createTestTenant(testApp, other.context, {
      firstName: 'Marie',
      lastName: 'Dupont',
    });
    const response = await agent.get(`/api/tenants/${foreign.id}`);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('not_found');
  });

  it('creates and lists contractors', async () => {
    const created = await agent
      .post('/api/contractors')
      .send({ companyName: 'Dakwerken Claes', specialty: 'roofing', hourlyRateCents: 6000 });
    expect(created.status).toBe(201);
    const list = ZListContractorsResponse.parse((await agent.get('/api/contractors?specialty=roofing')).body);
    expect(list.items.map((contractor) => contractor.companyName)).toEqual(['Dakwerken Claes']);
  });

  it('lists due items by status and registers a payment on one; another organization’s item is 404', async () => {
    const propertyId = crypto.randomUUID();
    const due = await testApp.services.finance.recordDueItem(owner.context, {
      propertyId,
      period: '2026-02',
      dueDate: '2026-02-01',
      amountDueCents: 85_000,
    });
    const foreign = await testApp.services.finance.recordDueItem(other.context, {
      propertyId,
      period: '2026-02',
      dueDate: '2026-02-01',
      amountDueCents: 85_000,
    });
    const overdue = ZListRentPaymentsResponse.parse(
      (await agent.get('/api/rent-payments?status=overdue')).body,
    );
    expect(overdue.items.map((item) => item.id)).toEqual([due.id]);
    expect(overdue.totals).toEqual({ dueCents: 85_000, paidCents: 0, outstandingCents: 85_000 });
    const paid = await agent
      .patch(`/api/rent-payments/${due.id}`)
      .send({ paidCents: 85_000, paidAt: '2026-03-14' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', paidAt: '2026-03-14' });
    expect(
      (await agent.patch(`/api/rent-payments/${foreign.id}`).send({ paidCents: 1, paidAt: '2026-03-14' }))
        .status,
    ).toBe(404);
    const byContract = await agent
      .post('/api/rent-payments')
      .send({ contractId: crypto.randomUUID(), period: '2026-02', paidCents: 1, paidAt: '2026-03-14' });
    expect(byContract.status).toBe(404);
  });

  it('uploads a document as multipart, lists it and downloads it; another organization gets 404', async () => {
    const upload = await agent
      .post('/api/documents')
      .field('type', 'rental_agreement')
      .attach('file', PDF, { filename: 'Huurcontract Liège.pdf', contentType: 'application/octet-stream' });
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({
      fileName: 'Huurcontract Liège.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
      type: 'rental_agreement',
    });
    const list = ZListDocumentsResponse.parse((await agent.get('/api/documents?q=liège')).body);
    expect(list.items.map((document) => document.id)).toEqual([upload.body.id]);
    const download = await agent.get(`/api/documents/${upload.body.id}/download`).buffer(true);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(
      "filename*=UTF-8''Huurcontract%20Li%C3%A8ge.pdf",
    );
    expect(Buffer.from(download.body as Buffer).equals(PDF)).toBe(true);
    expect((await stranger.get(`/api/documents/${upload.body.id}/download`)).status).toBe(404);
  });

  it('refuses an upload of the wrong type, without a type, or without a file', async () => {
    const wrong = await agent
      .post('/api/documents')
      .field('type', 'other')
      .attach('file', Buffer.from('MZ...'), 'setup.exe');
    expect(wrong.status).toBe(415);
    expect(wrong.body.code).toBe('unsupported_file_type');
    const noType = await agent.post('/api/documents').attach('file', PDF, 'a.pdf');
    expect(noType.status).toBe(400);
    expect(Object.keys(noType.body.details)).toEqual(['type']);
    const noFile = await agent.post('/api/documents').field('type', 'other');
    expect(noFile.status).toBe(400);
    expect(Object.keys(noFile.body.details)).toEqual(['file']);
  });

  it('refuses an upload above 10 MB with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 70 * 1024)]);
    const response = await agent
      .post('/api/documents')
      .field('type', 'other')
      .attach('file', big, 'groot.pdf');
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('file_too_large');
  });

  it('lists AI conversations of the organization', async () => {
    const conversation = await testApp.services.ai.createConversation(owner.context, {
      title: 'Huurindexatie',
    });
    await testApp.services.ai.appendMessage(owner.context, {
      conversationId: conversation.id,
      role: 'user',
      content: 'Hoeveel mag ik indexeren?',
    });
    await testApp.services.ai.createConversation(other.context, { title: 'Elders' });
    const list = ZListConversationsResponse.parse((await agent.get('/api/ai/conversations')).body);
    expect(list.items.map((item) => [item.title, item.messageCount])).toEqual([['Huurindexatie', 1]]);
  });
});
