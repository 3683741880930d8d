import request from 'supertest';
import type { TestApp } from './createTestApp';

/** A supertest agent signed in as this owner: it keeps the session cookie and sends the product's Origin. */
export async function signedInAgent(testApp: TestApp, owner: { email: string; password: string }) {
  const agent = request.agent(testApp.callback).set('Origin', testApp.config.publicUrl);
  const login = await agent.post('/api/auth/login').send({ email: owner.email, password: owner.password });
  if (login.status !== 200)
    throw new Error(`sign-in as ${owner.email} answered ${login.status}: ${JSON.stringify(login.body)}`);
  return agent;
}
