import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListPropertiesResponse } from '@immodesk/contracts/properties/listProperties.contract';
import { fixedClock } from '@immodesk/platform/ports/clock';
import type { TestApp } from '../testing/createTestApp';
import { givenSignedInOwner, givenTwoSignedInOwners } from '../testing/signedInAgent';
import type { Owner, SignedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const REQUIRED = {
  street: 'Kerkstraat',
  houseNumber: '12',
  postalCode: '9000',
  city: 'Gent',
  type: 'apartment',
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .png()
    .toBuffer();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();

describe('properties routes', () => {
  let testApp: TestApp;
  let agent: SignedInAgent;
  let otherAgent: SignedInAgent;
  let ownerContext: { organizationId: string; userId: string };

  const post = (url: string, body: object = {}) => agent.post(url).send(body);
  const create = async (body: object) => {
    const response = await post('/api/properties', body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: string; urlCode: string };
  };
  const list = async (query: string) =>
    ZListPropertiesResponse.parse((await agent.get(`/api/properties?${query}`)).body);

  beforeAll(async () => {
    let owner: Owner;
    ({
      testApp,
      owner,
      agent,
      stranger: otherAgent,
    } = await givenTwoSignedInOwners({
      env: { PUBLIC_URL: ORIGIN },
      clock: fixedClock('2026-03-15T09:00:00Z'),
      // This owner creates dozens of properties; the free plan's limit has its own test below.
      ownerPlan: 'enterprise',
    }));
    ownerContext = owner.context;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('creates a property with the required fields only: Belgian defaults, coordinates and a readable urlCode', async () => {
    const created = await create(REQUIRED);
    expect(created).toMatchObject({
      urlCode: 'kerkstraat-12-gent',
      country: 'BE',
      status: 'active',
      occupancy: 'available',
      isFavourite: false,
      rentCents: null,
      primaryPhotoId: null,
    });
    expect((created as unknown as { latitude: number }).latitude).toBeCloseTo(51.05, 1);
    const byCode = await agent.get('/api/properties/kerkstraat-12-gent');
    expect(byCode.status).toBe(200);
    expect(byCode.body).toMatchObject({ id: created.id, description: null });
    expect((await agent.get(`/api/properties/${created.id}`)).body.urlCode).toBe('kerkstraat-12-gent');
  });

  it('gives the same address a suffixed urlCode, unique per organization only', async () => {
    const again = await create({ ...REQUIRED, houseNumber: '14' });
    const twin = await create({ ...REQUIRED, houseNumber: '14' });
    expect([again.urlCode, twin.urlCode]).toEqual(['kerkstraat-14-gent', 'kerkstraat-14-gent-2']);
    const elsewhere = await otherAgent.post('/api/properties').send({ ...REQUIRED, houseNumber: '14' });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201);
    expect(elsewhere.body.urlCode).toBe('kerkstraat-14-gent');
  });

  it('refuses missing required fields with per-field details and the required-fields message', async () => {
    const response = await post('/api/properties', { street: ' ', city: 'Gent' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.message).toBe('Vul alle verplichte velden in (adres, gemeente, type).');
    expect(Object.keys(response.body.details).sort()).toEqual([
      'houseNumber',
      'postalCode',
      'street',
      'type',
    ]);
    expect(response.body.details.street).toBe('Dit veld is verplicht.');
  });

  it('refuses a description over 2000 characters and an unknown type', async () => {
    const response = await post('/api/properties', {
      ...REQUIRED,
      type: 'castle',
      description: 'x'.repeat(2001),
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details).sort()).toEqual(['description', 'type']);
  });

  it('accepts the Dutch type keys and stores the English ones', async () => {
    const cases = {
      herenhuis: 'townhouse',
      kot: 'student_room',
      handelspand: 'commercial_unit',
      kelder: 'cellar',
      appartement: 'apartment',
      studio: 'studio',
      penthouse: 'penthouse',
    };
    for (const [dutch, english] of Object.entries(cases)) {
      const created = await create({ ...REQUIRED, street: 'Veldstraat', houseNumber: dutch, type: dutch });
      expect((created as unknown as { type: string }).type).toBe(english);
    }
  });

  it('updates, archives, unarchives and toggles the favourite; the urlCode stays', async () => {
    const created = await create({
      ...REQUIRED,
      street: 'Meir',
      houseNumber: '1',
      postalCode: '2000',
      city: 'Antwerpen',
    });
    const updated = await agent.patch(`/api/properties/${created.urlCode}`).send({
      rentCents: 95_000,
      description: 'Lichtrijk',
      postalCode: '1000',
      city: 'Brussel',
      occupancy: 'rented',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      urlCode: 'meir-1-antwerpen',
      rentCents: 95_000,
      description: 'Lichtrijk',
      city: 'Brussel',
      occupancy: 'rented',
    });
    expect(updated.body.latitude).toBeCloseTo(50.85, 1);
    expect(
      (await agent.patch(`/api/properties/${created.id}`).send({ street: '' })).body.details,
    ).toHaveProperty('street');
    expect((await post(`/api/properties/${created.id}/archive`)).body.status).toBe('archived');
    expect((await post(`/api/properties/${created.id}/unarchive`)).body.status).toBe('active');
    expect((await post(`/api/properties/${created.id}/favourite`)).body.isFavourite).toBe(true);
    expect((await post(`/api/properties/${created.id}/favourite`)).body.isFavourite).toBe(false);
    expect(
      (await post(`/api/properties/${created.id}/favourite`, { isFavourite: true })).body.isFavourite,
    ).toBe(true);
  });

  it('filters server-side by search, type, status, occupancy, price band and favourite, and pages', async () => {
    const street = 'Filterlaan';
    const a = await create({
      street,
      houseNumber: '1',
      postalCode: '3000',
      city: 'Leuven',
      type: 'house',
      rentCents: 40_000,
    });
    const b = await create({
      street,
      houseNumber: '2',
      postalCode: '3000',
      city: 'Leuven',
      type: 'studio',
      rentCents: 75_000,
      isFavourite: true,
    });
    const c = await create({
      street,
      houseNumber: '3',
      postalCode: '3000',
      city: 'Leuven',
      type: 'studio',
      rentCents: 160_000,
      occupancy: 'rented',
    });
    await post(`/api/properties/${a.id}/archive`);
    const numbers = async (query: string) =>
      (await list(`q=${street}&${query}`)).items.map((item) => item.houseNumber).sort();
    expect(await numbers('')).toEqual(['1', '2', '3']);
    expect(await numbers('type=studio')).toEqual(['2', '3']);
    expect(await numbers('status=archived')).toEqual(['1']);
    expect(await numbers('status=active')).toEqual(['2', '3']);
    expect(await numbers('occupancy=rented')).toEqual(['3']);
    expect(await numbers('occupancy=available')).toEqual(['1', '2']);
    expect(await numbers('minRentCents=0&maxRentCents=50000')).toEqual(['1']);
    expect(await numbers('minRentCents=50000&maxRentCents=100000')).toEqual(['2']);
    expect(await numbers('minRentCents=150000')).toEqual(['3']);
    expect(await numbers('favourite=true')).toEqual(['2']);
    expect((await list(`q=${c.urlCode}`)).items.map((item) => item.id)).toEqual([c.id]);
    expect((await list('q=3000')).total).toBe(3);
    const liege = await create({
      street: 'Rue Hors-Château',
      houseNumber: '31',
      postalCode: '4000',
      city: 'Liège',
      type: 'apartment',
    });
    expect((await list('q=liege')).items.map((item) => item.id)).toEqual([liege.id]);
    expect((await list('q=HORS-CHATEAU')).items.map((item) => item.id)).toEqual([liege.id]);
    const first = await list(`q=${street}&pageSize=2`);
    const second = await list(`q=${street}&pageSize=2&page=2`);
    expect([first.items.length, second.items.length, first.total]).toEqual([2, 1, 3]);
    expect(new Set([...first.items, ...second.items].map((item) => item.id))).toEqual(
      new Set([a.id, b.id, c.id]),
    );
    expect((await agent.get('/api/properties?pageSize=201')).status).toBe(400);
  });

  it('answers 404 for another organization’s property on every route', async () => {
    const foreign = (await otherAgent.post('/api/properties').send({ ...REQUIRED, street: 'Elders' }))
      .body as { id: string; urlCode: string };
    expect((await agent.get(`/api/properties/${foreign.id}`)).status).toBe(404);
    expect((await agent.get(`/api/properties/${foreign.urlCode}`)).status).toBe(404);
    expect((await agent.patch(`/api/properties/${foreign.id}`).send({ rentCents: 1 })).status).toBe(404);
    expect((await agent.delete(`/api/properties/${foreign.id}`)).status).toBe(404);
    expect((await agent.get(`/api/properties/${foreign.id}/information`)).status).toBe(404);
    expect((await agent.get(`/api/properties/${foreign.id}/photos`)).status).toBe(404);
    expect((await agent.get(`/api/properties/${foreign.id}/delete-impact`)).status).toBe(404);
    expect((await post(`/api/properties/${foreign.id}/archive`)).status).toBe(404);
    expect((await otherAgent.get(`/api/properties/${foreign.id}`)).status).toBe(200);
  });

  it('saves and reads the property information with a typed EPC label and insurances', async () => {
    const created = await create({ ...REQUIRED, street: 'Infostraat' });
    const empty = await agent.get(`/api/properties/${created.id}/information`);
    expect(empty.body).toMatchObject({
      insurances: [],
      energyCertificate: { label: null },
      general: { bedrooms: null, hasGarden: false },
    });
    const information = {
      general: {
        legalStatus: 'co_ownership',
        totalSurface: 95,
        yearBuilt: 1930,
        bedrooms: 2,
        hasGarden: true,
        utilitiesIncluded: { internet: true },
        rentalDefaults: { furniture: 'semi_furnished', petsAllowed: true },
      },
      financial: {
        purchaseDate: '2019-05-01',
        purchasePriceCents: 25_000_000,
        estimatedValueCents: 31_000_000,
      },
      insurances: [{ type: 'fire', policyNumber: 'BR-123', startDate: '2026-01-01', endDate: '2026-12-31' }],
      energyCertificate: {
        label: 'A+',
        certificationDate: '2024-02-01',
        expirationDate: '2034-02-01',
        consumption: 85,
        co2Emissions: 12,
      },
    };
    const saved = await agent.put(`/api/properties/${created.urlCode}/information`).send(information);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = (await agent.get(`/api/properties/${created.id}/information`)).body;
    expect(read).toMatchObject(information);
    expect(read.general.utilitiesIncluded).toEqual({
      internet: true,
      water: false,
      gas: false,
      electricity: false,
    });
    const wrongLabel = await agent
      .put(`/api/properties/${created.id}/information`)
      .send({ ...information, energyCertificate: { label: 'H' } });
    expect(wrongLabel.status).toBe(400);
    expect(wrongLabel.body.details).toHaveProperty(['energyCertificate.label']);
  });

  it('uploads photos sniffed from their bytes, makes the first primary, switches and deletes', async () => {
    const created = await create({ ...REQUIRED, street: 'Fotostraat' });
    const upload = (content: Buffer, name: string) =>
      agent.post(`/api/properties/${created.id}/photos`).attach('file', content, name);
    const first = await upload(await png(1200, 800), 'gevel.png');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      mimeType: 'image/png',
      width: 1200,
      height: 800,
      isPrimary: true,
      fileName: 'gevel.png',
    });
    // The name says .png, the bytes say JPEG: the bytes win.
    const second = await upload(await jpeg(640, 480), 'keuken.png');
    expect(second.body).toMatchObject({ mimeType: 'image/jpeg', isPrimary: false });

    expect((await upload(Buffer.from('%PDF-1.4 not an image'), 'stiekem.jpg')).status).toBe(415);
    const corrupt = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100),
    ]);
    expect((await upload(corrupt, 'kapot.png')).status).toBe(415);
    const tooLarge = await upload(
      Buffer.concat([await png(10, 10), Buffer.alloc(10 * 1024 * 1024)]),
      'groot.png',
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('file_too_large');

    const original = await agent
      .get(`/api/properties/${created.id}/photos/${first.body.id}/download`)
      .buffer(true);
    expect(original.status).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    const thumbnail = await agent
      .get(`/api/properties/${created.id}/photos/${first.body.id}/download?variant=thumbnail`)
      .buffer(true);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumbnail.body as Buffer).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 320,
    });

    const switched = await agent.put(`/api/properties/${created.id}/photos/${second.body.id}/primary`);
    expect(
      switched.body.items.map((photo: { id: string; isPrimary: boolean }) => [photo.id, photo.isPrimary]),
    ).toEqual([
      [second.body.id, true],
      [first.body.id, false],
    ]);
    expect((await list(`q=Fotostraat`)).items[0]?.primaryPhotoId).toBe(second.body.id);

    expect((await agent.delete(`/api/properties/${created.id}/photos/${second.body.id}`)).status).toBe(204);
    const remaining = (await agent.get(`/api/properties/${created.id}/photos`)).body.items;
    expect(remaining).toEqual([expect.objectContaining({ id: first.body.id, isPrimary: true })]);
    expect((await agent.get(`/api/properties/${created.id}/photos/${second.body.id}/download`)).status).toBe(
      404,
    );
  });

  it('lists the delete impact, then deletes the property with its photos, information and files', async () => {
    const created = await create({ ...REQUIRED, street: 'Weg' });
    expect((await agent.get(`/api/properties/${created.id}/delete-impact`)).body).toEqual({ items: [] });
    await agent.put(`/api/properties/${created.id}/information`).send({ general: { bedrooms: 3 } });
    for (const name of ['a.png', 'b.png']) {
      await agent.post(`/api/properties/${created.id}/photos`).attach('file', await png(50, 50), name);
    }
    const task = await post('/api/tasks', {
      title: 'Dakgoot reinigen',
      propertyId: created.id,
      priority: 'medium',
    });
    expect(task.status, JSON.stringify(task.body)).toBe(201);
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const attachment = await testApp.services.documentFiles.uploadDocument(ownerContext, {
      fileName: 'offerte.pdf',
      content: PDF,
      type: 'task_document',
      taskId: task.body.id,
    });
    const impact = await agent.get(`/api/properties/${created.urlCode}/delete-impact`);
    expect(impact.body).toEqual({
      items: [
        { kind: 'photos', count: 2 },
        { kind: 'information', count: 1 },
        { kind: 'tasks', count: 1 },
        { kind: 'documents', count: 1 },
      ],
    });

    const keys = await testApp.services.dataSource.query(
      'SELECT storage_key AS storageKey FROM property_photos WHERE property_id = ?',
      [created.id],
    );
    expect(keys).toHaveLength(2);
    const storedPaths = (keys as { storageKey: string }[]).map((key) =>
      path.join(testApp.config.filesDir, key.storageKey),
    );
    if (testApp.config.STORAGE_DRIVER === 'local')
      for (const file of storedPaths) expect(fs.existsSync(file)).toBe(true);

    expect((await agent.delete(`/api/properties/${created.id}`)).status).toBe(204);
    expect((await agent.get(`/api/properties/${created.id}`)).status).toBe(404);
    const left = await testApp.services.dataSource.query(
      'SELECT (SELECT COUNT(*) FROM property_photos WHERE property_id = ?) AS photos, (SELECT COUNT(*) FROM property_information WHERE property_id = ?) AS information',
      [created.id, created.id],
    );
    expect(Number(left[0].photos) + Number(left[0].information)).toBe(0);
    expect((await agent.get(`/api/tasks/${task.body.id}`)).status).toBe(404);
    await expect(
      testApp.services.documentFiles.getDocumentFile(ownerContext, attachment.id),
    ).rejects.toMatchObject({ code: 'not_found' });
    for (const file of storedPaths) expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses a property beyond the free plan (archived ones do not count) with 403 plan_required', async () => {
    const { agent: device } = await givenSignedInOwner(testApp);
    const add = (houseNumber: string) => device.post('/api/properties').send({ ...REQUIRED, houseNumber });
    const created = [];
    for (const number of ['1', '2', '3'])
      created.push((await add(number).expect(201)).body as { id: string });
    expect((await device.get('/api/user/plan-limits')).body).toMatchObject({
      activeProperties: 3,
      maxProperties: 3,
    });

    const refused = await add('4');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('plan_required');
    expect(refused.body.message).toContain('3');
    expect((await device.get('/api/properties')).body.total).toBe(3);

    // Archiving frees a place; making it active again while full is refused.
    await device.post(`/api/properties/${created[0]!.id}/archive`).expect(200);
    await add('4').expect(201);
    const unarchive = await device.post(`/api/properties/${created[0]!.id}/unarchive`);
    expect([unarchive.status, unarchive.body.code]).toEqual([403, 'plan_required']);
    const patch = await device.patch(`/api/properties/${created[0]!.id}`).send({ status: 'active' });
    expect(patch.status).toBe(403);
    const archivedOnes = await device
      .post('/api/properties')
      .send({ ...REQUIRED, houseNumber: '5', status: 'archived' });
    expect(archivedOnes.status).toBe(201);
  });
});
