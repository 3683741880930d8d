import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetMessageResponse } from '@immodesk/contracts/messages/getMessage.contract';
import { createLogger } from '@immodesk/platform/logger';
import type { MailTransport } from '@immodesk/platform/ports/mail/Mailer';
import { startBackgroundJobs } from '../composition';
import type { TestApp } from '../testing/createTestApp';
import { createTestTenant } from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';

/** Issue 26: deleting a tenant or contractor erases them from the message history, kept as "deleted contact". */
describe('the message history after a contact is deleted', () => {
  let testApp: TestApp;
  let owner: Owner;
  let agent: SignedInAgent;
  let isProviderDown = false;
  let deliver: () => Promise<boolean>;

  beforeAll(async () => {
    ({ testApp, owner, agent } = await givenTwoSignedInOwners({ env: { PUBLIC_URL: ORIGIN } }));
    const transport: MailTransport = {
      async deliver() {
        if (isProviderDown) throw new Error('ServiceUnavailable: mail for marie.dubois@example.be refused');
      },
      async check() {},
    };
    testApp.services.mailTransport = transport;
    const jobs = startBackgroundJobs(testApp.services, testApp.config, createLogger({ level: 'silent' }), {
      schedule: false,
    });
    deliver = () => jobs.runOnce('mail-delivery');
  });
  afterAll(async () => testApp?.close());

  it('keeps each message and its delivery, but no longer the name, address or id of a deleted tenant or contractor', async () => {
    const tenant = await createTestTenant(testApp, owner.context, {
      firstName: 'Marie',
      lastName: 'Dubois',
      email: 'marie.dubois@example.be',
    });
    const contractor = await agent
      .post('/api/contractors')
      .send({ companyName: 'Dakwerken Claes', specialty: 'roofing', email: 'info@claes.be' });
    expect(contractor.status).toBe(201);
    const sent = await agent.post('/api/messages').send({
      recipients: [tenant.id, contractor.body.id, 'syndic@example.be'],
      subject: 'Dakherstelling',
      html: '<p>De dakwerker komt dinsdag.</p>',
    });
    expect(sent.status).toBe(201);
    await deliver();

    expect((await agent.delete(`/api/tenants/${tenant.id}`)).status).toBe(204);
    expect((await agent.delete(`/api/contractors/${contractor.body.id}`)).status).toBe(204);

    const history = await agent.get('/api/messages').set('Accept-Language', 'en');
    expect(history.status).toBe(200);
    const [message] = history.body.items as { id: string; recipients: unknown[] }[];
    expect(message?.id).toBe(sent.body.id);
    const deleted = { contactId: null, name: null, email: '', isDeletedContact: true, status: 'sent' };
    expect(message?.recipients).toEqual([
      expect.objectContaining({ kind: 'tenant', ...deleted }),
      expect.objectContaining({ kind: 'contractor', ...deleted }),
      expect.objectContaining({ kind: 'email', email: 'syndic@example.be', isDeletedContact: false }),
    ]);
    const text = JSON.stringify(history.body);
    for (const trace of ['Marie', 'Dubois', 'marie.dubois@example.be', 'Claes', 'info@claes.be', tenant.id])
      expect(text).not.toContain(trace);
  });

  it('never mails a deleted contact again: a failed mail to them is not resent', async () => {
    const tenant = await createTestTenant(testApp, owner.context, {
      firstName: 'Marie',
      lastName: 'Dubois',
      email: 'marie.dubois@example.be',
    });
    isProviderDown = true;
    const sent = await agent
      .post('/api/messages')
      .send({ recipients: [tenant.id], subject: 'Huur', html: '<p>Beste Marie</p>' });
    expect(sent.status).toBe(201);
    await deliver();
    isProviderDown = false;
    expect((await agent.delete(`/api/tenants/${tenant.id}`)).status).toBe(204);

    const failed = ZGetMessageResponse.parse((await agent.get(`/api/messages/${sent.body.id}`)).body);
    // The provider's reason quoted the address: it goes with the contact.
    expect(failed.recipients).toEqual([
      expect.objectContaining({ isDeletedContact: true, status: 'failed', failureReason: null, email: '' }),
    ]);
    const resend = await agent.post(`/api/messages/${sent.body.id}/resend`).set('Accept-Language', 'en');
    expect(resend.status).toBe(422);
    expect(resend.body.code).toBe('business_rule');
  });
});
