import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../paths';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { signedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const ZAVEL_BRAND = path.join(REPOSITORY_ROOT, 'infra/branding/zavel-immo/brand.json');
const OVERRIDE = {
  productName: 'Kotbeheer Elsene',
  logoUrl: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
  colors: { 'color-primary': '#1E3A8A', 'color-primary-hover': '#172554' },
  supportEmail: 'Hulp@Kotbeheer.example',
};

describe('white-label: shell config and organization branding', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN, BRANDING_CONFIG: ZAVEL_BRAND } });
  });
  afterAll(async () => testApp?.close());

  const signIn = (owner: { email: string; password: string }) => signedInAgent(testApp, owner);

  async function enterpriseOwner() {
    const owner = await createOwner(testApp.services);
    await testApp.services.identity.changeOrganizationPlan(owner.context, { planType: 'enterprise' });
    return { owner, agent: await signIn(owner) };
  }

  it("serves the deployment's brand and only the remotes it enables, never from a shared cache", async () => {
    const response = await request(testApp.callback).get('/api/shell-config').expect(200);
    expect(response.body.branding).toMatchObject({
      productName: 'Zavel Immo',
      logoUrl: '/api/branding/assets/zavel-immo-logo.svg',
      supportEmail: 'hulp@zavel-immo.example',
    });
    expect(response.body.branding.colors['color-primary']).toBe('#8a1538');
    expect(response.body.remotes.map((remote: { name: string }) => remote.name).sort()).toEqual([
      'contacts',
      'documents',
      'finance',
      'properties',
    ]);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/Cookie/i);
  });

  it("serves the brand's logo next to its file, and nothing else from there", async () => {
    const logo = await request(testApp.callback).get('/api/branding/assets/zavel-immo-logo.svg').expect(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    await request(testApp.callback).get('/api/branding/assets/brand.json').expect(404);
    await request(testApp.callback)
      .get('/api/branding/assets/..%2F..%2Fdefault.json')
      .expect((response) => expect([400, 404]).toContain(response.status));
  });

  it("lays an enterprise organization's override over the deployment brand, for that organization only", async () => {
    const { agent } = await enterpriseOwner();
    const saved = await agent.put('/api/organization/branding').send(OVERRIDE).expect(200);
    expect(saved.body).toEqual({
      branding: {
        ...OVERRIDE,
        colors: { 'color-primary': '#1e3a8a', 'color-primary-hover': '#172554' },
        supportEmail: 'hulp@kotbeheer.example',
      },
      isApplied: true,
    });

    const own = (await agent.get('/api/shell-config').expect(200)).body.branding;
    expect(own).toMatchObject({
      productName: 'Kotbeheer Elsene',
      logoUrl: OVERRIDE.logoUrl,
      supportEmail: 'hulp@kotbeheer.example',
    });
    // Colours it did not set stay the deployment's.
    expect(own.colors).toMatchObject({
      'color-primary': '#1e3a8a',
      'color-primary-hover': '#172554',
      'color-background': '#fbf8f3',
    });

    const { agent: otherEnterprise } = await enterpriseOwner();
    expect((await otherEnterprise.get('/api/shell-config').expect(200)).body.branding.productName).toBe(
      'Zavel Immo',
    );
    expect((await otherEnterprise.get('/api/organization/branding').expect(200)).body).toEqual({
      branding: null,
      isApplied: false,
    });
    const otherFree = await signIn(await createOwner(testApp.services));
    expect((await otherFree.get('/api/shell-config').expect(200)).body.branding.productName).toBe(
      'Zavel Immo',
    );
    expect(
      (await request(testApp.callback).get('/api/shell-config').expect(200)).body.branding.productName,
    ).toBe('Zavel Immo');
  });

  it('refuses the override below enterprise (403 plan_required), and stops applying it after a downgrade', async () => {
    const freeAgent = await signIn(await createOwner(testApp.services));
    const refused = await freeAgent
      .put('/api/organization/branding')
      .set('Accept-Language', 'en')
      .send(OVERRIDE);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'plan_required',
      message: 'This feature is not included in your current plan.',
    });

    const { owner, agent } = await enterpriseOwner();
    await agent.put('/api/organization/branding').send(OVERRIDE).expect(200);
    await testApp.services.identity.changeOrganizationPlan(owner.context, { planType: 'professional' });
    expect((await agent.get('/api/shell-config').expect(200)).body.branding.productName).toBe('Zavel Immo');
    expect((await agent.get('/api/organization/branding').expect(200)).body.isApplied).toBe(false);
    expect((await agent.delete('/api/organization/branding')).status).toBe(403);
  });

  it('refuses colours that are unreadable together, unknown colour names and logos the page may not load', async () => {
    const { agent } = await enterpriseOwner();
    const unreadable = await agent
      .put('/api/organization/branding')
      .set('Accept-Language', 'en')
      .send({ ...OVERRIDE, colors: { 'color-primary': '#fde047' } });
    expect(unreadable.status).toBe(422);
    expect(unreadable.body.message).toContain('color-primary-contrast/color-primary');
    const unknownName = await agent
      .put('/api/organization/branding')
      .send({ ...OVERRIDE, colors: { 'font-family': '#000000' } });
    expect(unknownName.status).toBe(400);
    for (const logoUrl of [
      'javascript:alert(1)',
      'https://elders.example/logo.svg',
      '//elders.example/logo.svg',
    ]) {
      const refused = await agent.put('/api/organization/branding').send({ ...OVERRIDE, logoUrl });
      expect(refused.status, logoUrl).toBe(400);
      expect(refused.body.details.logoUrl, logoUrl).toBeTruthy();
    }
  });

  it('removes the override, and needs a session', async () => {
    const { agent } = await enterpriseOwner();
    await agent.put('/api/organization/branding').send(OVERRIDE).expect(200);
    await agent.delete('/api/organization/branding').expect(204);
    expect((await agent.get('/api/shell-config').expect(200)).body.branding.productName).toBe('Zavel Immo');
    await request(testApp.callback).get('/api/organization/branding').expect(401);
    await request(testApp.callback)
      .put('/api/organization/branding')
      .set('Origin', ORIGIN)
      .send(OVERRIDE)
      .expect(401);
  });

  it('keeps serving the edited brand file without a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-brand-'));
    const file = path.join(dir, 'brand.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ productName: 'Eerste', logoUrl: null, colors: {}, supportEmail: 'a@example.be' }),
    );
    const app = await createTestApp({ env: { PUBLIC_URL: ORIGIN, BRANDING_CONFIG: file } });
    try {
      expect((await request(app.callback).get('/api/shell-config')).body.branding.productName).toBe('Eerste');
      fs.writeFileSync(
        file,
        JSON.stringify({
          productName: 'Tweede merk',
          logoUrl: null,
          colors: {},
          supportEmail: 'a@example.be',
        }),
      );
      expect((await request(app.callback).get('/api/shell-config')).body.branding.productName).toBe(
        'Tweede merk',
      );
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
