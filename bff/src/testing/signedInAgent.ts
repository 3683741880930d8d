import request from 'supertest';
import { createOwner, createTestApp, type TestApp } from './createTestApp';

export type Owner = Awaited<ReturnType<typeof createOwner>>;
export type SignedInAgent = Awaited<ReturnType<typeof signedInAgent>>;

/** A supertest agent signed in as this owner: it keeps the session cookie and sends the product's Origin. */
export async function signedInAgent(testApp: TestApp, owner: { email: string; password: string }) {
  const agent = request.agent(testApp.callback).set('Origin', testApp.config.publicUrl);
  const login = await agent.post('/api/auth/login').send({ email: owner.email, password: owner.password });
  if (login.status !== 200)
    throw new Error(`sign-in as ${owner.email} answered ${login.status}: ${JSON.stringify(login.body)}`);
  return agent;
}

/** A new organization's owner, signed in: `agent` speaks for `owner`. */
export async function givenSignedInOwner(
  testApp: TestApp,
  overrides: Parameters<typeof createOwner>[1] = {},
) {
  const owner = await createOwner(testApp.services, overrides);
  return { owner, agent: await signedInAgent(testApp, owner) };
}

type PlanType = Parameters<TestApp['services']['identity']['changeOrganizationPlan']>[1]['planType'];

/**
 * A test app with the owners of two organizations, both signed in: `agent` speaks for `owner` (on `ownerPlan`, the
 * free plan by default), `stranger` for `other` (in `otherLanguage`, Dutch by default), to show that one
 * organization never sees the other's data.
 */
export async function givenTwoSignedInOwners(
  options: Parameters<typeof createTestApp>[0] & {
    otherLanguage?: 'nl' | 'en' | 'fr';
    ownerPlan?: PlanType;
  } = {},
) {
  const { otherLanguage, ownerPlan, ...appOptions } = options;
  const testApp = await createTestApp(appOptions);
  const { owner, agent } = await givenSignedInOwner(testApp);
  if (ownerPlan)
    await testApp.services.identity.changeOrganizationPlan(owner.context, { planType: ownerPlan });
  const { owner: other, agent: stranger } = await givenSignedInOwner(testApp, { language: otherLanguage });
  return { testApp, owner, agent, other, stranger };
}

/** Signs `owner` in without an agent and answers the session cookie (`name=value`), for raw HTTP requests. */
export async function sessionCookieOf(testApp: TestApp, owner: { email: string; password: string }) {
  const login = await request(testApp.callback)
    .post('/api/auth/login')
    .set('Origin', testApp.config.publicUrl)
    .send({ email: owner.email, password: owner.password })
    .expect(200);
  return sessionCookie(login.headers['set-cookie']);
}

/** The session cookie (`name=value`) among a response's `Set-Cookie` headers. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const cookie = [setCookie ?? []].flat().find((value) => value.startsWith('immodesk_session='));
  if (!cookie) throw new Error('No session cookie set');
  return cookie.split(';')[0] as string;
}
