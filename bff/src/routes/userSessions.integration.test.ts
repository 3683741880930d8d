import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';

const ORIGIN = 'http://localhost:3000';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('user sessions', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  });
  afterAll(async () => testApp?.close());

  async function signIn(owner: { email: string; password: string }, userAgent: string) {
    const agent = request.agent(testApp.callback);
    await agent
      .post('/api/auth/login')
      .set('Origin', ORIGIN)
      .set('User-Agent', userAgent)
      .send(owner)
      .expect(200);
    return agent;
  }

  it('lists the sessions with device and current flag, ends another one (its cookie then gets 401) and refuses the current one', async () => {
    const owner = await createOwner(testApp.services);
    const laptop = await signIn(owner, CHROME_WINDOWS);
    const desktop = await signIn(owner, FIREFOX_LINUX);
    expect((await desktop.get('/api/auth/user')).status).toBe(200); // now in the session cache

    const listed = await laptop.get('/api/user/sessions').set('User-Agent', CHROME_WINDOWS).expect(200);
    expect(listed.body.items).toHaveLength(2);
    const current = listed.body.items.find((item: { current: boolean }) => item.current);
    const other = listed.body.items.find((item: { current: boolean }) => !item.current);
    expect(current).toMatchObject({ device: 'Chrome · Windows', current: true });
    expect(other).toMatchObject({ device: 'Firefox · Linux', current: false });
    expect(new Date(other.lastActiveAt).toISOString()).toBe(other.lastActiveAt);

    const refused = await laptop
      .delete(`/api/user/sessions/${current.id}`)
      .set('Origin', ORIGIN)
      .set('Accept-Language', 'en');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'conflict',
      message: 'You cannot end the current session. Log out instead.',
    });

    await laptop.delete(`/api/user/sessions/${other.id}`).set('Origin', ORIGIN).expect(204);
    expect((await desktop.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    expect((await laptop.get('/api/user/sessions')).body.items).toHaveLength(1);
  });

  it("answers 404 for another user's session and leaves it alone", async () => {
    const owner = await createOwner(testApp.services);
    const stranger = await createOwner(testApp.services);
    const agent = await signIn(owner, CHROME_WINDOWS);
    const strangerAgent = await signIn(stranger, FIREFOX_LINUX);
    const strangerSession = (await strangerAgent.get('/api/user/sessions')).body.items[0];

    const response = await agent
      .delete(`/api/user/sessions/${strangerSession.id}`)
      .set('Origin', ORIGIN)
      .set('Accept-Language', 'nl');
    expect(response.status).toBe(404);
    expect((await strangerAgent.get('/api/auth/user')).status).toBe(200);
  });

  it('ends every other session at once and keeps the current one', async () => {
    const owner = await createOwner(testApp.services);
    const current = await signIn(owner, CHROME_WINDOWS);
    const others = [await signIn(owner, FIREFOX_LINUX), await signIn(owner, FIREFOX_LINUX)];
    for (const other of others) expect((await other.get('/api/auth/user')).status).toBe(200);

    await current.delete('/api/user/sessions').set('Origin', ORIGIN).expect(204);
    for (const other of others) expect((await other.get('/api/auth/user')).status).toBe(401);
    const listed = await current.get('/api/user/sessions').expect(200);
    expect(listed.body.items).toEqual([expect.objectContaining({ current: true })]);
  });

  it('requires a session', async () => {
    expect((await request(testApp.callback).get('/api/user/sessions')).status).toBe(401);
  });
});
