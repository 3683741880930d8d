import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { ZOutboxResponse } from './dev';
import type { TestApp } from '../testing/createTestApp';
import { givenSignedLease } from '../testing/portfolio';
import { givenTwoSignedInOwners, type SignedInAgent } from '../testing/signedInAgent';

/** Two organizations, a lease and a PDF on MariaDB on a busy machine take longer than the default hook timeout. */
const SETUP_TIMEOUT_MS = 240_000;

describe("a lease's statement of account mailed from the contract page", () => {
  const clock = movableClock('2026-03-16T09:00:00Z');
  let testApp: TestApp, agent: SignedInAgent, stranger: SignedInAgent;
  let contractId: string;

  beforeAll(async () => {
    const setup = await givenTwoSignedInOwners({ clock });
    ({ testApp, agent, stranger } = setup);
    // Luc Dubois (French) rents a studio in Liège since January: € 860 a month, January paid.
    const studio = await givenSignedLease(testApp, setup.owner, agent, {
      property: { street: 'Rue Haute', houseNumber: '40', postalCode: '4000', city: 'Liège' },
      tenant: { email: 'luc.dubois@example.be' },
      lease: { signedOn: '2025-12-15', startsOn: '2026-01-01' },
    });
    contractId = studio.contract.id;
    await agent
      .post('/api/rent-payments')
      .send({ contractId, period: '2026-01', paidCents: 86_000, paidAt: '2026-01-02' })
      .expect(200);
  }, SETUP_TIMEOUT_MS);

  afterAll(() => testApp?.close());

  it("mails the lease's statement to its tenant in French with the PDF attached, and keeps it out of another organization's reach", async () => {
    expect((await stranger.post(`/api/contracts/${contractId}/account/mail`)).status).toBe(404);
    const sent = await agent
      .post(`/api/contracts/${contractId}/account/mail`)
      .set('Accept-Language', 'nl')
      .expect(200);
    expect(sent.body).toEqual({ sentTo: 'luc.dubois@example.be', sentAt: '2026-03-16T09:00:00.000Z' });
    const outbox = ZOutboxResponse.parse((await agent.get('/api/dev/outbox').expect(200)).body);
    const mail = outbox.items.find(
      (item) => item.to === 'luc.dubois@example.be' && item.subject.startsWith('Votre relevé de compte'),
    );
    expect(mail, JSON.stringify(outbox.items.map((item) => item.subject))).toBeDefined();
    expect(mail?.subject).toContain('Rue Haute 40');
    expect(mail?.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);
  });
});
