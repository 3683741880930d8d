import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@immodesk/platform/ports/clock';
import type { TestApp } from '../testing/createTestApp';
import { NINE_YEAR_LEASE } from '@immodesk/test-fixtures/leases';
import { createTestProperty, createTestTenant, leaseRequest } from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';
import { readZip } from '@immodesk/test-fixtures/zip';
import { binary } from '../testing/binaryBody';
import { pdfText } from '../testing/pdfText';

const ORIGIN = 'http://localhost:3000';

function docxText(docx: Buffer): string {
  const xml = readZip(docx).get('word/document.xml')?.toString('utf8') ?? '';
  return [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
    .map((match) => match[1])
    .join(' ')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('/api/contracts', () => {
  let testApp: TestApp, owner: Owner, other: Owner, agent: SignedInAgent, stranger: SignedInAgent;
  beforeAll(async () => {
    ({ testApp, owner, other, agent, stranger } = await givenTwoSignedInOwners({
      env: { PUBLIC_URL: ORIGIN },
      clock: fixedClock('2026-03-16T09:00:00Z'),
      otherLanguage: 'fr',
    }));
  });
  afterAll(() => testApp?.close());

  async function portfolio(
    context = owner.context,
    options: { postalCode?: string; language?: 'nl' | 'fr' | 'en' } = {},
  ) {
    const property = await createTestProperty(testApp, context, {
      bus: '3',
      postalCode: options.postalCode ?? '9000',
    });
    const tenant = await createTestTenant(testApp, context, {
      firstName: 'Sofie',
      lastName: 'Claes',
      email: 'sofie@example.be',
      language: options.language ?? 'nl',
    });
    return { property, tenant };
  }

  const leaseBody = (propertyId: string, tenantIds: string[]) =>
    leaseRequest(propertyId, tenantIds, { ...NINE_YEAR_LEASE, indexBaseMonth: '2026-03' });

  it('creates a draft with its region, end date, number and structured reference, in the first tenant’s language', async () => {
    const { property, tenant } = await portfolio(owner.context, { language: 'fr' });
    const response = await agent.post('/api/contracts').send(leaseBody(property.id, [tenant.id]));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'draft',
      type: 'main_residence',
      region: 'flanders',
      endsOn: '2035-03-31',
      language: 'fr',
      version: 1,
      warnings: [],
      registrationDeadline: null,
    });
    expect(response.body.contractNumber).toMatch(/^2026-\d{4}$/);
    expect(response.body.structuredReference).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
    const second = await agent
      .post('/api/contracts')
      .send({ ...leaseBody(property.id, [tenant.id]), contractNumber: response.body.contractNumber });
    expect(second.status).toBe(409);
  });

  it('answers 404 for another organization’s contract, property, tenant and documents', async () => {
    const { property, tenant } = await portfolio();
    const foreign = await portfolio(other.context);
    const created = await agent
      .post('/api/contracts')
      .send(leaseBody(property.id, [tenant.id]))
      .expect(201);
    expect((await stranger.get(`/api/contracts/${created.body.id}`)).status).toBe(404);
    expect((await stranger.get(`/api/contracts/${created.body.id}/pdf`)).status).toBe(404);
    expect((await stranger.get(`/api/contracts/${created.body.id}/docx`)).status).toBe(404);
    expect((await stranger.patch(`/api/contracts/${created.body.id}`).send({ rentCents: 1 })).status).toBe(
      404,
    );
    expect((await stranger.delete(`/api/contracts/${created.body.id}`)).status).toBe(404);
    expect(
      (await agent.post('/api/contracts').send(leaseBody(foreign.property.id, [tenant.id]))).status,
    ).toBe(404);
    expect(
      (await agent.post('/api/contracts').send(leaseBody(property.id, [tenant.id, foreign.tenant.id])))
        .status,
    ).toBe(404);
    const list = await stranger.get('/api/contracts').expect(200);
    expect(list.body.items.map((item: { id: string }) => item.id)).not.toContain(created.body.id);
  });

  it('warns when the deposit is above the region’s legal maximum for the signing date, without refusing it', async () => {
    const brussels = await portfolio(owner.context, { postalCode: '1050' });
    const response = await agent
      .post('/api/contracts')
      .send({
        ...leaseBody(brussels.property.id, [brussels.tenant.id]),
        deposit: { type: 'other', amountCents: 285_000 },
      })
      .expect(201);
    expect(response.body.region).toBe('brussels');
    expect(response.body.warnings).toEqual([
      { code: 'deposit_above_legal_maximum', maximumCents: 190_000, months: 2 },
    ]);
    const before = await agent
      .patch(`/api/contracts/${response.body.id}`)
      .send({ signedOn: '2024-10-15', startsOn: '2024-11-01' })
      .expect(200);
    expect(before.body.warnings).toEqual([]);
  });

  it('renders the PDF and the DOCX from the same lease text, and keeps them as rental agreements of the property', async () => {
    const { property, tenant } = await portfolio(owner.context, { language: 'fr' });
    const created = await agent
      .post('/api/contracts')
      .send(leaseBody(property.id, [tenant.id]))
      .expect(201);
    const pdf = await agent
      .get(`/api/contracts/${created.body.id}/pdf`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.body as Buffer).replace(/\s+/g, ' ');
    expect(text).toContain('Bail de résidence principale');
    expect(text).toContain('Sofie Claes');
    expect(text).toContain('Kouter 12 boîte 3, 9000 Gent');
    expect(text).toContain(created.body.structuredReference);
    expect(text).toMatch(/950,00\s?€/);
    expect(text).toContain('woninghuur.vlaanderen');

    const docx = await agent
      .get(`/api/contracts/${created.body.id}/docx`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const words = docxText(docx.body as Buffer).replace(/\s+/g, ' ');
    expect(words).toContain('Bail de résidence principale');
    expect(words).toContain('Kouter 12 boîte 3, 9000 Gent');
    expect(words).toContain(created.body.structuredReference);

    const documents = await agent
      .get(`/api/documents?propertyId=${property.id}&type=rental_agreement`)
      .expect(200);
    expect(documents.body.items).toHaveLength(2);
    // A draft is rendered anew each time: the stored PDF is replaced, not added.
    await agent.get(`/api/contracts/${created.body.id}/pdf`).buffer(true).parse(binary).expect(200);
    expect(
      (await agent.get(`/api/documents?propertyId=${property.id}&type=rental_agreement`).expect(200)).body
        .items,
    ).toHaveLength(2);
  });
});
