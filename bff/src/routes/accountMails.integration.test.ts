import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { tokenFromLatestMail } from '../testing/mailLinks';
import { signedInAgent } from '../testing/signedInAgent';
import { readZip } from '@immodesk/test-fixtures/zip';
import { binary } from '../testing/binaryBody';

const ORIGIN = 'http://localhost:3000';

describe("an account's mails and contact-form messages", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  });
  afterAll(async () => testApp?.close());

  const contact = (email: string, subject: string) =>
    request(testApp.callback)
      .post('/api/contact')
      .set('Origin', ORIGIN)
      .send({ name: 'Jan', email, inquiryType: 'other', subject, message: 'Een vraag', language: 'nl' })
      .expect(201);

  it('are in the data export, and deletion removes every mail to any address the account ever had', async () => {
    const owner = await createOwner(testApp.services);
    const formerAddress = owner.email;
    const newAddress = `renamed-${Date.now()}@example.be`;
    // Mail to the first address, then the address changes (the confirmation goes to the new one).
    await testApp.services.identity.requestPasswordReset({ email: formerAddress });
    await contact(formerAddress.toUpperCase(), 'Vraag van de eigenaar');
    await contact('stranger@example.be', 'Vraag van iemand anders');
    await testApp.services.identity.updateProfile(
      owner.context,
      { email: newAddress, currentPassword: owner.password },
      { ip: null, userAgent: null },
    );
    await testApp.services.identity.verifyEmail({
      token: await tokenFromLatestMail(testApp, newAddress, '/verify-email'),
    });
    await testApp.services.identity.requestPasswordReset({ email: newAddress });

    const device = await signedInAgent(testApp, { email: newAddress, password: owner.password });
    const exported = (await device.get('/api/user/export').buffer(true).parse(binary).expect(200))
      .body as Buffer;
    const zip = readZip(exported);
    const json = (name: string): unknown => JSON.parse(zip.get(name)?.toString('utf8') ?? 'null');
    const mails = json('mails.json') as { to: string; subject: string; kind: string | null }[];
    expect(new Set(mails.map((mail) => mail.to))).toEqual(new Set([formerAddress, newAddress]));
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      'confirm_email_change',
      'email_change_notice',
      'reset_password',
      'reset_password',
    ]);
    const inquiries = json('contact_inquiries.json') as { subject: string }[];
    expect(inquiries.map((inquiry) => inquiry.subject)).toEqual(['Vraag van de eigenaar']);

    await device.delete('/api/user').send({ email: newAddress, currentPassword: owner.password }).expect(204);
    const remaining = await testApp.services.outbox.list(1000);
    expect(remaining.filter((mail) => [formerAddress, newAddress].includes(mail.to))).toEqual([]);
    const inquiryRows: { subject: string }[] = await testApp.services.dataSource.query(
      'SELECT subject FROM contact_inquiries ORDER BY subject',
    );
    expect(inquiryRows.map((row) => row.subject)).toEqual(['Vraag van iemand anders']);
  });

  it("holds no mail to an address the account only asked to move to: an unconfirmed address is someone else's", async () => {
    const stranger = await createOwner(testApp.services);
    await testApp.services.identity.requestPasswordReset({ email: stranger.email });
    const owner = await createOwner(testApp.services);
    const device = await signedInAgent(testApp, { email: owner.email, password: owner.password });
    // The owner types the stranger's address as the new one and never confirms it (the link went to the stranger).
    await device
      .patch('/api/user/profile')
      .send({ email: stranger.email, currentPassword: owner.password })
      .expect(200);

    const exported = await device.get('/api/user/export').buffer(true).parse(binary).expect(200);
    const mails = JSON.parse(
      readZip(exported.body as Buffer)
        .get('mails.json')
        ?.toString('utf8') ?? 'null',
    ) as { to: string }[];
    expect(mails.map((mail) => mail.to)).not.toContain(stranger.email);

    await device
      .delete('/api/user')
      .send({ email: owner.email, currentPassword: owner.password })
      .expect(204);
    const strangersMails = (await testApp.services.outbox.list(1000)).filter(
      (mail) => mail.to === stranger.email,
    );
    expect(strangersMails.length).toBeGreaterThanOrEqual(2);
  });
});
