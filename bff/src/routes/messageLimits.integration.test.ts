import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_SENDING_LIMITS } from '@immodesk/contracts/vocabulary/mailSendingLimits';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { signedInAgent, type SignedInAgent } from '../testing/signedInAgent';

const PAID = MAIL_SENDING_LIMITS.paid.organization;

/** `count` distinct addresses under `prefix` (a message may name e-mail addresses as recipients). */
const addresses = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}@example.be`);

describe('POST /api/messages: no mail cannon', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => testApp?.close());

  async function paidOwner(): Promise<SignedInAgent> {
    const owner = await createOwner(testApp.services);
    await testApp.services.identity.changeOrganizationPlan(owner.context, { planType: 'professional' });
    return signedInAgent(testApp, owner);
  }

  const message = (recipients: string[], extra: Record<string, unknown> = {}) => ({
    recipients,
    subject: 'Onderhoud lift',
    html: '<p>De lift wordt dinsdag onderhouden.</p>',
    ...extra,
  });

  const sentAddresses = async (agent: SignedInAgent) => {
    const { items } = (await agent.get('/api/messages?pageSize=100').expect(200)).body as {
      items: { recipients: unknown[]; cc: string[]; bcc: string[] }[];
    };
    return items.reduce(
      (sum, item) => sum + item.recipients.length * (1 + item.cc.length + item.bcc.length),
      0,
    );
  };

  it('refuses a flood (3 requests of 50 recipients with 20 CC and 20 BCC each) with 429 and Retry-After, sending nothing', async () => {
    const agent = await paidOwner();
    const flood = message(addresses('tenant', 50), {
      cc: addresses('copy', 20).join(','),
      bcc: addresses('blind', 20).join(','),
    });

    const responses = await Promise.all(
      [1, 2, 3].map(() => agent.post('/api/messages').set('Accept-Language', 'en').send(flood)),
    );

    for (const response of responses) {
      expect(response.status).toBe(429);
      expect(response.body.code).toBe('rate_limited');
      expect(response.body.message).toContain(`${PAID.recipientsPerHour} addresses per hour`);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(3600);
    }
    expect(await sentAddresses(agent)).toBe(0);
  });

  it('cuts parallel sends at the hourly limit: 200 addresses of 10 × 50 go, and a refused send takes nothing', async () => {
    const agent = await paidOwner();

    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        agent
          .post('/api/messages')
          .set('Accept-Language', 'fr')
          .send(message(addresses(`t${index}-`, 50))),
      ),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429, 429, 429, 429]);
    expect(responses.find((response) => response.status === 429)?.body.message).toMatch(/Limite d’envoi/);
    expect(await sentAddresses(agent)).toBe(PAID.recipientsPerHour);
    // Another organization has its own allowance.
    await (
      await paidOwner()
    )
      .post('/api/messages')
      .send(message(addresses('other', 50)))
      .expect(201);
  });

  it('gives the Free plan (and a trial) 50 addresses an hour', async () => {
    const agent = await signedInAgent(testApp, await createOwner(testApp.services));

    await agent
      .post('/api/messages')
      .send(message(addresses('a', 25), { cc: 'copy@example.be' }))
      .expect(201);
    const refused = await agent
      .post('/api/messages')
      .set('Accept-Language', 'nl')
      .send(message(['b@example.be']));

    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('Verzendlimiet bereikt');
    expect(await sentAddresses(agent)).toBe(MAIL_SENDING_LIMITS.trial_or_free.organization.recipientsPerHour);
  });

  it('gives an organization whose owner has not verified the address 10 addresses an hour', async () => {
    // Such an owner cannot sign in with a password yet; the allowance is the messaging service's to count.
    const owner = await createOwner(testApp.services);
    const unverified = { isOwnerEmailVerified: false, planType: 'professional', trialEndsAt: null } as const;

    await testApp.services.messaging.reserveMailAllowance(owner.context, { ...unverified, addresses: 10 });
    await expect(
      testApp.services.messaging.reserveMailAllowance(owner.context, { ...unverified, addresses: 1 }),
    ).rejects.toMatchObject({ code: 'rate_limited', params: { recipientsPerHour: 10 } });
  });
});
