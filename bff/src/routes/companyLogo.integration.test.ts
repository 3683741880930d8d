import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POLYGLOT_PAYLOAD,
  imageSummary,
  pngBomb,
  polyglotPng,
  samplePng,
} from '@immodesk/test-fixtures/images';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { signedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const LOGO = await samplePng();

describe('company logo', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  });
  afterAll(async () => testApp?.close());

  const signIn = (owner: { email: string; password: string }) => signedInAgent(testApp, owner);

  it('is refused on Free and Basic with plan_required', async () => {
    const owner = await createOwner(testApp.services);
    const agent = await signIn(owner);
    expect((await agent.get('/api/organization/company-logo').expect(200)).body).toEqual({
      logoUrl: null,
      updatedAt: null,
      allowedByPlan: false,
    });
    const refused = await agent
      .post('/api/organization/company-logo')
      .attach('file', LOGO, 'logo.png')
      .expect(403);
    expect(refused.body).toMatchObject({
      code: 'plan_required',
      message: 'Een bedrijfslogo is inbegrepen in Professional en Enterprise.',
    });
    await testApp.services.identity.changeOrganizationPlan(owner.context, { planType: 'basic' });
    await agent.post('/api/organization/company-logo').attach('file', LOGO, 'logo.png').expect(403);
  });

  it('stores an image on Professional, serves it, hands it to documents, and stops using it after a downgrade', async () => {
    const owner = await createOwner(testApp.services);
    await testApp.services.identity.changeOrganizationPlan(owner.context, { planType: 'professional' });
    const agent = await signIn(owner);
    await agent
      .post('/api/organization/company-logo')
      .attach('file', Buffer.from('<html>not an image</html>'), 'logo.png')
      .expect(415);
    await agent
      .post('/api/organization/company-logo')
      .attach('file', Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'logo.png')
      .expect(413);

    const bomb = await agent
      .post('/api/organization/company-logo')
      .set('Accept-Language', 'en')
      .attach('file', pngBomb(), 'logo.png');
    expect(bomb.status).toBe(400);
    expect(bomb.body).toEqual({
      code: 'validation_error',
      message:
        'This logo could not be read: choose a JPG, PNG or WebP file that opens as a picture (at most 25 megapixels).',
      details: { file: 'Not a readable image (at most 25 megapixels).' },
    });

    // A PNG with an HTML page after its last chunk: its pixels are kept, the page is not.
    const stored = (
      await agent
        .post('/api/organization/company-logo')
        .attach('file', await polyglotPng(), 'logo.png')
        .expect(200)
    ).body;
    expect(stored).toMatchObject({
      allowedByPlan: true,
      logoUrl: expect.stringMatching(/^\/api\/organization\/company-logo\/file\?v=\d+$/),
    });
    const file = await agent
      .get(stored.logoUrl as string)
      .buffer(true)
      .expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((file.body as Buffer).includes(POLYGLOT_PAYLOAD)).toBe(false);
    expect(await imageSummary(file.body as Buffer)).toEqual(await imageSummary(LOGO));
    const forDocuments = await testApp.services.identity.companyLogoForDocuments(
      owner.context.organizationId,
    );
    expect(forDocuments?.mimeType).toBe('image/png');
    expect(await imageSummary(forDocuments!.content)).toEqual(await imageSummary(LOGO));
    // A logo stored before uploads were re-encoded goes into documents as its pixels only.
    const [logoRow] = (await testApp.services.dataSource.query(
      'SELECT company_logo_key AS `key` FROM organizations WHERE id = ?',
      [owner.context.organizationId],
    )) as { key: string }[];
    await testApp.services.storage.put(logoRow!.key, await polyglotPng(), 'image/png');
    const legacy = await testApp.services.identity.companyLogoForDocuments(owner.context.organizationId);
    expect(legacy!.content.includes(POLYGLOT_PAYLOAD)).toBe(false);
    expect(await imageSummary(legacy!.content)).toEqual(await imageSummary(LOGO));

    await testApp.services.identity.changeOrganizationPlan(owner.context, { planType: 'free' });
    expect(await testApp.services.identity.companyLogoForDocuments(owner.context.organizationId)).toBeNull();
    expect((await agent.get('/api/organization/company-logo').expect(200)).body).toMatchObject({
      allowedByPlan: false,
      logoUrl: stored.logoUrl,
    });
    expect((await agent.delete('/api/organization/company-logo').expect(200)).body.logoUrl).toBeNull();
    await agent.get(stored.logoUrl as string).expect(404);
  });
});
