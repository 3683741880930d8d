import crypto from 'node:crypto';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NINE_YEAR_LEASE } from '@immodesk/test-fixtures/leases';
import { mailsTo } from '../testing/mailLinks';
import type { TestApp } from '../testing/createTestApp';
import { givenDraftLease } from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';

describe('request log', () => {
  const lines: string[] = [];
  let testApp: TestApp;
  let owner: Owner;
  let agent: SignedInAgent;

  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    ({ testApp, owner, agent } = await givenTwoSignedInOwners({ env: { PUBLIC_URL: ORIGIN }, logger }));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('names the route pattern of a share link, never its token', async () => {
    const email = `camille.${crypto.randomUUID().slice(0, 8)}@example.be`;
    const { contract } = await givenDraftLease(testApp, owner, agent, {
      tenant: { firstName: 'Camille', email },
      lease: NINE_YEAR_LEASE,
    });
    const sent = await agent
      .post(`/api/contracts/${contract.id}/send`)
      .send({ subject: 'Votre bail', message: 'Bonjour Camille', email });
    expect(sent.status).toBe(200);
    const [invitation] = await mailsTo(testApp, email);
    const token = /\/contracts\/share\/(\S+)/.exec(invitation!.text)![1]!;
    const visitor = request.agent(testApp.callback);
    lines.length = 0;

    expect((await visitor.get(`/api/public/contracts/${token}`)).status).toBe(200);
    await visitor
      .post(`/api/public/contracts/${token}/code`)
      .set('Origin', ORIGIN)
      .send({ name: 'Camille', email });
    // A path no route answers keeps its shape, not its secrets.
    expect((await visitor.get(`/api/public/contracts/${token}/no-such-page`)).status).toBe(404);

    const requests = lines.map((line) => JSON.parse(line) as { msg: string; route?: string });
    expect(requests.filter((entry) => entry.msg === 'request').map((entry) => entry.route)).toEqual([
      '/api/public/contracts/:shareToken',
      '/api/public/contracts/:shareToken/code',
      '/api/public/contracts/:redacted/no-such-page',
    ]);
    expect(lines.join('\n')).not.toContain(token);
  });
});
