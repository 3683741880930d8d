import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetMessageResponse } from '@immodesk/contracts/messages/getMessage.contract';
import { ZListMessagesResponse } from '@immodesk/contracts/messages/listMessages.contract';
import { createLogger } from '@immodesk/platform/logger';
import type { AttachmentFile, MailTransport, OutgoingMail } from '@immodesk/platform/ports/mail/Mailer';
import { startBackgroundJobs } from '../composition';
import { ZOutboxResponse } from './dev';
import type { TestApp } from '../testing/createTestApp';
import { createTestTenant } from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

type Delivered = { mail: OutgoingMail; files: AttachmentFile[] };

/** A mail provider that records what it sends, or is down and refuses everything. */
function mailProvider() {
  const delivered: Delivered[] = [];
  let isDown = false;
  const transport: MailTransport = {
    async deliver(mail, files = []) {
      if (isDown) throw new Error('ServiceUnavailable: the mail provider is down');
      delivered.push({ mail, files });
    },
    async check() {},
  };
  return { transport, delivered, setDown: (down: boolean) => (isDown = down) };
}

describe('/api/messages', () => {
  let testApp: TestApp;
  let owner: Owner;
  let other: Owner;
  let agent: SignedInAgent;
  let foreignAgent: SignedInAgent;
  let provider: ReturnType<typeof mailProvider>;
  let deliver: () => Promise<boolean>;

  const send = (body: Record<string, unknown>, language = 'nl') =>
    agent.post('/api/messages').set('Accept-Language', language).send(body);
  const outbox = async () =>
    ZOutboxResponse.parse((await request(testApp.callback).get('/api/dev/outbox')).body).items;
  const frenchTenant = (email: string) =>
    createTestTenant(testApp, owner.context, { firstName: 'Marie', lastName: 'Dubois', email });

  beforeAll(async () => {
    ({
      testApp,
      owner,
      agent,
      other,
      stranger: foreignAgent,
    } = await givenTwoSignedInOwners({
      env: { PUBLIC_URL: ORIGIN },
      otherLanguage: 'fr',
    }));
    provider = mailProvider();
    testApp.services.mailTransport = provider.transport;
    const jobs = startBackgroundJobs(testApp.services, testApp.config, createLogger({ level: 'silent' }), {
      schedule: false,
    });
    deliver = () => jobs.runOnce('mail-delivery');
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('sends bold text with CC, BCC and a PDF to a French-speaking tenant as one sanitised mail in French', async () => {
    const tenant = await frenchTenant('marie.dubois@example.be');
    const upload = await agent
      .post('/api/documents')
      .field('type', 'correspondence')
      .attach('file', PDF, 'etat-des-lieux.pdf');
    expect(upload.status).toBe(201);

    const sent = await send({
      recipients: [tenant.id],
      cc: 'Boekhouder@example.be, ',
      bcc: 'archief@example.be',
      subject: 'État des lieux',
      html: '<p><b>Bonjour Marie</b>,</p><script>alert(1)</script><p onclick="x()">Voici le document.<img src="x" onerror="alert(2)"> <a href="javascript:alert(3)">lien</a> <a href="https://www.wallonie.be">info</a></p>',
      attachmentDocumentIds: [upload.body.id],
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      subject: 'État des lieux',
      cc: ['boekhouder@example.be'],
      bcc: ['archief@example.be'],
      attachments: [
        { documentId: upload.body.id, fileName: 'etat-des-lieux.pdf', contentType: 'application/pdf' },
      ],
      recipients: [
        {
          kind: 'tenant',
          contactId: tenant.id,
          name: 'Marie Dubois',
          email: 'marie.dubois@example.be',
          language: 'fr',
          status: 'queued',
          sendCount: 1,
        },
      ],
    });
    expect(sent.body.html).not.toMatch(/script|onerror|onclick|javascript:/);

    const mails = (await outbox()).filter((mail) => mail.to === 'marie.dubois@example.be');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      subject: 'État des lieux',
      cc: ['boekhouder@example.be'],
      bcc: ['archief@example.be'],
      replyTo: owner.email,
      fromName: expect.stringContaining('Peeters'),
      attachments: [
        { fileName: 'etat-des-lieux.pdf', contentType: 'application/pdf', sizeBytes: PDF.length },
      ],
    });
    expect(mail?.html).toContain('<b>Bonjour Marie</b>');
    expect(mail?.html).toContain('<a href="https://www.wallonie.be"');
    expect(mail?.html).toContain('Message de');
    expect(mail?.html).toContain('Pièces jointes : etat-des-lieux.pdf');
    expect(mail?.html).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(mail?.text).toContain('Bonjour Marie');

    expect(await deliver()).toBe(true);
    const delivered = provider.delivered.find((item) => item.mail.to === 'marie.dubois@example.be');
    expect(delivered?.files).toEqual([
      { fileName: 'etat-des-lieux.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    const detail = ZGetMessageResponse.parse((await agent.get(`/api/messages/${sent.body.id}`)).body);
    expect(detail.recipients).toEqual([
      expect.objectContaining({ status: 'sent', failureReason: null, sentAt: expect.any(String) }),
    ]);
  });

  it('shows a failed delivery with its reason while the mail provider is down, and resends once it is back', async () => {
    provider.setDown(true);
    const sent = await send({
      recipients: ['loodgieter@example.be'],
      subject: 'Lek in de badkamer',
      html: '<p>Kunt u <u>morgen</u> langskomen?</p>',
    });
    expect(sent.status).toBe(201);
    await deliver();
    const failed = ZGetMessageResponse.parse((await agent.get(`/api/messages/${sent.body.id}`)).body);
    expect(failed.recipients).toEqual([
      expect.objectContaining({
        kind: 'email',
        email: 'loodgieter@example.be',
        status: 'failed',
        failureReason: expect.stringContaining('the mail provider is down'),
      }),
    ]);

    provider.setDown(false);
    const resent = await agent.post(`/api/messages/${sent.body.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.recipients).toEqual([
      expect.objectContaining({ status: 'queued', sendCount: 2, failureReason: null }),
    ]);
    await deliver();
    const after = ZGetMessageResponse.parse((await agent.get(`/api/messages/${sent.body.id}`)).body);
    expect(after.recipients).toEqual([expect.objectContaining({ status: 'sent' })]);
    expect(provider.delivered.filter((item) => item.mail.to === 'loodgieter@example.be')).toHaveLength(1);
    // The resent mail replaced the failed one: the outbox holds the one mail the status speaks of.
    expect((await outbox()).filter((mail) => mail.to === 'loodgieter@example.be')).toHaveLength(1);

    const again = await agent.post(`/api/messages/${sent.body.id}/resend`);
    expect(again.status).toBe(422);
    expect(again.body.message).toContain('niets om opnieuw te versturen');
  });

  it("answers 404 for another organization's tenant, contractor, attachment or message", async () => {
    const foreignTenant = await createTestTenant(testApp, other.context, {
      firstName: 'Luc',
      lastName: 'Martin',
      email: 'luc@example.be',
    });
    const foreignContractor = await testApp.services.contacts.createContractor(other.context, {
      firstName: null,
      lastName: 'Dupont',
      companyName: 'Toitures Dupont',
      vatNumber: null,
      specialty: 'roofing',
      hourlyRateCents: null,
      email: 'info@dupont.be',
      phone: null,
      address: null,
      rating: null,
      isActive: true,
    });
    const foreignDocument = await testApp.services.documentFiles.uploadDocument(other.context, {
      fileName: 'bail.pdf',
      content: PDF,
      type: 'other',
    });
    const foreignMessage = await foreignAgent
      .post('/api/messages')
      .send({ recipients: ['x@example.be'], subject: 'Bonjour', html: '<p>Bonjour</p>' });
    expect(foreignMessage.status).toBe(201);

    const body = { subject: 'Huur', html: '<p>Beste</p>' };
    expect((await send({ ...body, recipients: [foreignTenant.id] })).status).toBe(404);
    expect((await send({ ...body, recipients: [foreignContractor.id] })).status).toBe(404);
    expect(
      (await send({ ...body, recipients: ['a@example.be'], attachmentDocumentIds: [foreignDocument.id] }))
        .status,
    ).toBe(404);
    expect((await agent.get(`/api/messages/${foreignMessage.body.id}`)).status).toBe(404);
    expect((await agent.post(`/api/messages/${foreignMessage.body.id}/resend`)).status).toBe(404);
  });

  it("refuses a CC list with a wrong address, naming it in the user's language, and a message without words", async () => {
    const body = { recipients: ['a@example.be'], subject: 'Huur', html: '<p>Beste</p>' };
    const dutch = await send({ ...body, cc: 'ok@example.be, jan@' });
    expect(dutch.status).toBe(400);
    expect(dutch.body.details).toEqual({ cc: '„jan@” is geen geldig e-mailadres.' });
    const french = await send({ ...body, bcc: 'pas une adresse' }, 'fr');
    expect(french.body.details).toEqual({ bcc: '« pas une adresse » n’est pas une adresse e-mail valide.' });
    const empty = await send({ ...body, html: '<p><br></p><script>alert(1)</script>' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.details)).toEqual(['html']);
    const noRecipient = await send({ ...body, recipients: [] });
    expect(Object.keys(noRecipient.body.details)).toEqual(['recipients']);
  });

  it('lists the history newest first and per contact', async () => {
    const tenant = await frenchTenant('history@example.be');
    expect((await send({ recipients: [tenant.id], subject: 'Eerste', html: '<p>1</p>' })).status).toBe(201);
    expect(
      (await send({ recipients: ['iemand@example.be'], subject: 'Tweede', html: '<p>2</p>' })).status,
    ).toBe(201);
    const all = ZListMessagesResponse.parse((await agent.get('/api/messages?pageSize=2')).body);
    expect(all.items.map((message) => message.subject)).toEqual(['Tweede', 'Eerste']);
    expect(all.total).toBeGreaterThan(2);
    const forTenant = ZListMessagesResponse.parse(
      (await agent.get(`/api/messages?recipientId=${tenant.id}`)).body,
    );
    expect(forTenant).toMatchObject({ total: 1, items: [{ subject: 'Eerste' }] });
  });
});
