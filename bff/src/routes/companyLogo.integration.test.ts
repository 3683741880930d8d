import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { signedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const LOGO = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('company logo'),
]);

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

    const stored = (
      await agent.post('/api/organization/company-logo').attach('file', LOGO, 'logo.png').expect(200)
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
    expect(Buffer.compare(file.body as Buffer, LOGO)).toBe(0);
    expect(await testApp.services.identity.companyLogoForDocuments(owner.context.organizationId)).toEqual({
      mimeType: 'image/png',
      content: LOGO,
    });

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
