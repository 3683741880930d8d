import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { createTestApp, type TestApp } from '../testing/createTestApp';

const ORIGIN = 'http://localhost:3000';
const clock = movableClock('2026-03-15T09:00:00Z');

type InquiryRow = {
  id: string;
  name: string;
  email: string;
  inquiry_type: string;
  subject: string;
  message: string;
  language: string;
};

describe('POST /api/contact', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock });
  });
  afterAll(async () => testApp?.close());

  const post = (body: object, language = 'nl') =>
    request(testApp.callback)
      .post('/api/contact')
      .set('Origin', ORIGIN)
      .set('Accept-Language', language)
      .send(body);

  const inquiry = {
    name: 'Els Janssens',
    email: 'els@example.be',
    inquiryType: 'billing',
    subject: 'Factuur op naam van mijn BV',
    message: 'Kan de factuur op naam van mijn vennootschap staan?',
  };

  it('stores the inquiry and mails it to the support address of the branding', async () => {
    const response = await post({ ...inquiry, language: 'nl' });
    expect(response.status).toBe(201);
    const id = (response.body as { id: string }).id;

    const rows = await testApp.services.dataSource.query<InquiryRow[]>(
      'SELECT * FROM contact_inquiries WHERE id = ?',
      [id],
    );
    expect(rows[0]).toMatchObject({
      name: inquiry.name,
      email: inquiry.email,
      inquiry_type: 'billing',
      subject: inquiry.subject,
      message: inquiry.message,
      language: 'nl',
    });

    const supportEmail = testApp.services.shellConfig.branding().supportEmail;
    const mail = (await testApp.services.outbox.list()).find((item) =>
      item.subject.includes(inquiry.subject),
    );
    expect(mail?.to).toBe(supportEmail);
    expect(mail?.text).toContain(inquiry.message);
    expect(mail?.text).toContain('els@example.be');
    expect(mail?.html).not.toContain('<script');
  });

  it('refuses a form without name, subject or message with per-field messages in the visitor language', async () => {
    const response = await post(
      { ...inquiry, name: ' ', subject: '', message: '', email: 'not-an-address' },
      'en',
    );
    expect(response.status).toBe(400);
    const body = response.body as { code: string; details: Record<string, string> };
    expect(body.code).toBe('validation_error');
    expect(Object.keys(body.details).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('refuses an unknown inquiry type', async () => {
    const response = await post({ ...inquiry, inquiryType: 'lottery' });
    expect(response.status).toBe(400);
  });

  it('limits how often one sender can write', async () => {
    const sender = { ...inquiry, email: 'busy@example.be' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await post(sender)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
