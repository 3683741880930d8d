import { createECDH, randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { CheckoutSessionEntity } from '@immodesk/billing/entities/CheckoutSessionEntity';
import { RentRequestSendEntity } from '@immodesk/finance/banking/entities/RentRequestSendEntity';
import { WebhookEventEntity } from '@immodesk/billing/entities/WebhookEventEntity';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListDocumentsQuery } from '@immodesk/contracts/documents/listDocuments.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { seedDemo } from '../../../scripts/demo/seedDemo';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { signedInAgent, type SignedInAgent } from '../testing/signedInAgent';
import { imageSummary, sampleJpeg, samplePng } from '@immodesk/test-fixtures/images';
import { readZip } from '@immodesk/test-fixtures/zip';
import { binary } from '../testing/binaryBody';
import { contractDocumentModel } from '../use-cases/contractDocument';

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'Export-And-Delete-2026';
const PROFILE_PHOTO = await samplePng();
const SIGNATURE = await sampleJpeg();

describe('data export and account deletion', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  });
  afterAll(async () => testApp?.close());

  const sql = async <T>(query: string, parameters: unknown[] = []): Promise<T[]> =>
    testApp.services.dataSource.query(query, parameters);

  /** Every table with an `organization_id` column, read from the database itself (not from the entity mappings). */
  async function tablesWithOrganizationId(): Promise<string[]> {
    const rows =
      testApp.services.dataSource.options.type === 'better-sqlite3'
        ? await sql<{ name: string }>(
            "SELECT m.name AS name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'organization_id'",
          )
        : await sql<{ name: string }>(
            "SELECT table_name AS name FROM information_schema.columns WHERE table_schema = DATABASE() AND column_name = 'organization_id'",
          );
    return rows.map((row) => row.name).sort();
  }

  async function countsFor(organizationId: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of await tablesWithOrganizationId()) {
      const [row] = await sql<{ count: number | string }>(
        `SELECT COUNT(*) AS count FROM ${table} WHERE organization_id = ?`,
        [organizationId],
      );
      counts[table] = Number(row?.count ?? 0);
    }
    const [organization] = await sql<{ count: number | string }>(
      'SELECT COUNT(*) AS count FROM organizations WHERE id = ?',
      [organizationId],
    );
    counts.organizations = Number(organization?.count ?? 0);
    return counts;
  }

  /** A demo organization with rows in every table: demo data, a signed-in device, a mailed link, a linked social identity. */
  async function seedOrganization(
    email: string,
  ): Promise<{ context: RequestContext; device: SignedInAgent; recoveryCodes: string[] }> {
    const { context } = await seedDemo(testApp.services, { email, password: PASSWORD });
    const device = await signedInAgent(testApp, { email, password: PASSWORD });
    await request(testApp.callback)
      .post('/api/auth/forgot-password')
      .set('Origin', ORIGIN)
      .send({ email })
      .expect(204);
    await testApp.services.identity.linkProviderIdentity(context, 'google', `google-${email}`);
    // Billing rows: a bank transfer asked for (no Stripe configured here; before Enterprise, which is not bought online),
    // and what a Stripe checkout and webhook leave.
    await device
      .post('/api/billing/checkout-session')
      .send({ plan: 'basic', interval: 'monthly' })
      .expect(201);
    // Enterprise with its own white-label branding, so the organization owns an organization_brandings row.
    await testApp.services.identity.changeOrganizationPlan(context, { planType: 'enterprise' });
    const now = new Date();
    await testApp.services.dataSource.getRepository(CheckoutSessionEntity).insert({
      id: `cs_test_${email}`,
      organizationId: context.organizationId,
      planType: 'basic',
      interval: 'monthly',
      createdAt: now,
    });
    await testApp.services.dataSource.getRepository(WebhookEventEntity).insert({
      eventId: `evt_${email}`,
      organizationId: context.organizationId,
      type: 'customer.subscription.updated',
      result: 'processed',
      detail: null,
      receivedAt: now,
    });
    await testApp.services.organizationBranding.put(context, {
      productName: 'Demo Vastgoed',
      logoUrl: null,
      colors: {},
      supportEmail: null,
    });
    // A browser subscribed to push (issue 31); the demo's overdue texts and deliveries come from the seed's own job run.
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    await device
      .post('/api/user/push-subscriptions')
      .send({
        endpoint: `https://push.example.test/send/${encodeURIComponent(email)}`,
        keys: {
          p256dh: browser.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      })
      .expect(204);
    // What the rent-requests job leaves: the sent-key of a due item whose request went out.
    const {
      items: [dueItem],
    } = await testApp.services.finance.listRentPayments(context, { page: 1, pageSize: 1 });
    await testApp.services.dataSource.getRepository(RentRequestSendEntity).insert({
      id: crypto.randomUUID(),
      organizationId: context.organizationId,
      rentPaymentId: dueItem!.id,
      sentAt: now,
    });
    // Its own lease text, so the organization owns a contract_templates row.
    await testApp.services.contracts.putContractTemplate(context, {
      type: 'student_housing',
      language: 'nl',
      region: null,
      content: '# Kamerhuurcontract\n\nHuurprijs: {{rent}}.',
    });
    // A lease shared and signed by its tenant, so the organization owns share-link, code, signature and audit rows.
    const {
      items: [lease],
    } = await testApp.services.contracts.listContracts(context, { page: 1, pageSize: 1 });
    const { signing } = testApp.services;
    // Frozen as `send` freezes it, so the organization owns a frozen-lease row and its stored copy.
    const { model } = await contractDocumentModel(testApp.services, context, lease!.id);
    await signing.freezeLease(context, {
      contractId: lease!.id,
      model,
      pdf: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    const share = await signing.resolveShareToken(
      (await signing.createShareLink(context, lease!.id, 'Demo Eigenaar')).token,
    );
    const code = await signing.issueSigningCode(
      share,
      { tenantId: lease!.tenantIds[0]!, name: 'Sofie Peeters', email: `tenant-${email}` },
      '203.0.113.9',
    );
    const { grantToken } = await signing.verifySigningCode(
      share,
      { email: `tenant-${email}`, code },
      '203.0.113.9',
    );
    await signing.recordTenantSignature(
      share,
      grantToken,
      { method: 'drawn', image: PROFILE_PHOTO },
      { ipAddress: '203.0.113.9', userAgent: 'Firefox' },
      'a'.repeat(64),
    );
    // The owner's saved signature, a photographed one.
    await signing.saveLandlordSignature(context, { method: 'uploaded', image: SIGNATURE });
    // A rent-roll preview waiting for its commit (its rows are the organization's data too).
    await device
      .post('/api/imports/rent-roll')
      .attach(
        'file',
        Buffer.from('street;house_number;postal_code;city;property_type\nVeldstraat;12;9000;Gent;studio\n'),
        'huurlijst.csv',
      )
      .expect(200);
    await device.post('/api/user/profile/photo').attach('file', PROFILE_PHOTO, 'portrait.png').expect(200);
    // Two-factor on, so the organization also owns recovery codes (enabling rotates the device's cookie).
    const setup = await device.post('/api/user/2fa/setup').send({ currentPassword: PASSWORD }).expect(200);
    const enabled = await device
      .post('/api/user/2fa/enable')
      .send({ currentPassword: PASSWORD, code: await generate({ secret: setup.body.secret as string }) })
      .expect(200);
    return { context, device, recoveryCodes: enabled.body.recoveryCodes as string[] };
  }

  it('exports every row and file of the organization, and deletion leaves none of them in any table', async () => {
    const owner = await seedOrganization('owner-a@example.be');
    const other = await seedOrganization('owner-b@example.be');
    const orgA = owner.context.organizationId;
    const orgB = other.context.organizationId;
    const secondDevice = request.agent(testApp.callback);
    await secondDevice
      .post('/api/auth/login')
      .set('Origin', ORIGIN)
      .send({ email: 'owner-a@example.be', password: PASSWORD, recoveryCode: owner.recoveryCodes[0] })
      .expect(200);

    const tables = await tablesWithOrganizationId();
    expect(tables).toEqual(
      expect.arrayContaining([
        'ai_conversations',
        'ai_messages',
        'contractors',
        'documents',
        'identity_tokens',
        'login_history',
        'properties',
        'recovery_codes',
        'rent_payments',
        'sessions',
        'tenants',
        'user_identities',
        'users',
      ]),
    );
    const countsA = await countsFor(orgA);
    const countsB = await countsFor(orgB);
    for (const table of tables) expect(countsA[table], table).toBeGreaterThan(0);

    // Export: a chunked ZIP with one JSON file per table (all the organization's rows, none of the other's) and the files.
    const response = await owner.device.get('/api/user/export').buffer(true).parse(binary).expect(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="immodesk-export-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    const zip = readZip(response.body as Buffer);
    const json = (name: string): unknown => JSON.parse(zip.get(name)?.toString('utf8') ?? 'null');

    expect(json('organization.json')).toMatchObject({ id: orgA, name: 'Demo Vastgoed' });
    for (const table of tables) {
      // Secrets that only prove identity are never exported: mailed-link tokens and recovery-code hashes.
      if (table === 'identity_tokens' || table === 'recovery_codes') {
        expect(zip.has(`${table}.json`)).toBe(false);
        continue;
      }
      const rows = json(`${table}.json`) as Record<string, unknown>[];
      expect(rows, table).toHaveLength(countsA[table] ?? -1);
      expect(
        rows.every((row) => row.organizationId === orgA),
        table,
      ).toBe(true);
    }
    const users = json('users.json') as Record<string, unknown>[];
    expect(users[0]).toMatchObject({ email: 'owner-a@example.be' });
    expect(users[0]).not.toHaveProperty('passwordHash');
    expect(users[0]).not.toHaveProperty('twoFactorSecret');
    expect((json('sessions.json') as Record<string, unknown>[]).some((row) => 'tokenHash' in row)).toBe(
      false,
    );
    expect(typeof (json('properties.json') as Record<string, unknown>[])[0]?.createdAt).toBe('string');
    expect(zip.toString()).not.toContain(orgB);
    expect([...zip.values()].some((content) => content.includes(orgB))).toBe(false);
    expect(zip.get('README.txt')?.toString('utf8')).toContain('Je gegevensexport van Immodesk');

    const documents = json('documents.json') as {
      id: string;
      fileName: string;
      sizeBytes: number;
      storageKey: string;
    }[];
    expect(documents).toHaveLength(15);
    for (const document of documents) {
      const file = zip.get(`files/documents/${document.id}-${document.fileName}`);
      expect(file?.length, document.fileName).toBe(document.sizeBytes);
    }

    const propertyPhotos = json('property_photos.json') as {
      id: string;
      fileName: string;
      sizeBytes: number;
    }[];
    expect(propertyPhotos.length).toBeGreaterThan(0);
    for (const propertyPhoto of propertyPhotos) {
      expect(
        zip.get(`files/property-photos/${propertyPhoto.id}-${propertyPhoto.fileName}`)?.length,
        propertyPhoto.fileName,
      ).toBe(propertyPhoto.sizeBytes);
    }

    const photo = zip.get(`files/profile-photos/${owner.context.userId}.png`);
    expect(photo && (await imageSummary(photo))).toEqual(await imageSummary(PROFILE_PHOTO));

    // The signature images: the tenant's on the lease, and the owner's saved one (both kept as PNG).
    const contractSignatures = json('contract_signatures.json') as { id: string; contractId: string }[];
    expect(contractSignatures).toHaveLength(1);
    const [tenantSignature] = contractSignatures;
    const tenantImage = zip.get(
      `files/signatures/contracts/${tenantSignature!.contractId}/${tenantSignature!.id}.png`,
    );
    expect(tenantImage && (await imageSummary(tenantImage))).toEqual({
      format: 'png',
      width: 40,
      height: 20,
    });
    const savedImage = zip.get(`files/signatures/saved/${owner.context.userId}.png`);
    expect(savedImage && (await imageSummary(savedImage))).toEqual({ format: 'png', width: 32, height: 24 });
    const [photoRow] = await sql<{ photoKey: string }>(
      'SELECT profile_photo_key AS photoKey FROM users WHERE id = ?',
      [owner.context.userId],
    );
    const photoKey = photoRow?.photoKey as string;
    await expect(testApp.services.storage.get(photoKey)).resolves.toBeTruthy();

    // Deletion: a wrong e-mail is refused with the SPEC message; nothing is deleted.
    const wrong = await owner.device
      .delete('/api/user')
      .set('Accept-Language', 'en')
      .send({ email: 'owner-b@example.be', currentPassword: PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'validation_error', details: { email: 'Email incorrect' } });
    expect(await countsFor(orgA)).toEqual(countsA);

    const mailsTo = async (email: string) =>
      (await testApp.services.outbox.list()).filter((mail) => mail.to === email);
    await testApp.services.identity.requestPasswordReset({ email: 'owner-a@example.be' });
    expect((await mailsTo('owner-a@example.be')).length).toBeGreaterThan(0);
    const deleted = await owner.device
      .delete('/api/user')
      .send({ email: ' Owner-A@Example.BE ', currentPassword: PASSWORD });
    expect(deleted.status).toBe(204);
    expect(String(deleted.headers['set-cookie'])).toMatch(/immodesk_session=;/);

    const after = await countsFor(orgA);
    for (const [table, count] of Object.entries(after)) expect(count, table).toBe(0);
    // Mails to the deleted owner are personal data too (the outbox has no organization column).
    expect(await mailsTo('owner-a@example.be')).toEqual([]);
    expect(await countsFor(orgB)).toEqual(countsB);
    for (const document of documents)
      await expect(testApp.services.storage.get(document.storageKey)).rejects.toThrow();
    await expect(testApp.services.storage.get(photoKey)).rejects.toThrow();
    await expect(testApp.services.identity.getProfilePhoto(other.context)).resolves.toBeTruthy();
    const otherDocuments = await testApp.services.documents.listDocuments(
      other.context,
      ZListDocumentsQuery.parse({}),
    );
    for (const document of otherDocuments.items)
      await expect(
        testApp.services.documentFiles.getDocumentFile(other.context, document.id),
      ).resolves.toBeTruthy();

    // Every device is signed out; the other organization still works.
    expect((await owner.device.get('/api/auth/user')).status).toBe(401);
    expect((await secondDevice.get('/api/auth/user')).status).toBe(401);
    expect((await other.device.get('/api/auth/user')).status).toBe(200);
    // Two full demo organizations (contracts included) seeded, exported and deleted: on MariaDB on a busy CI
    // machine this takes close to the default 30 s.
  }, 60_000);

  it('still exports everything else when a stored document file is missing', async () => {
    const owner = await seedOrganization('owner-c@example.be');
    const [lost] = await testApp.services.dataSource.query(
      'SELECT id, storage_key AS storageKey FROM documents WHERE organization_id = ? ORDER BY id',
      [owner.context.organizationId],
    );
    await testApp.services.storage.delete(lost.storageKey);
    const response = await owner.device.get('/api/user/export').buffer(true).parse(binary).expect(200);
    const zip = readZip(response.body as Buffer);
    expect(JSON.parse(zip.get('documents.json')?.toString('utf8') ?? '[]')).toHaveLength(15);
    const files = [...zip.keys()].filter((name) => name.startsWith('files/documents/'));
    expect(files).toHaveLength(14);
    expect(files.some((name) => name.includes(lost.id))).toBe(false);
  });

  it('signs out nobody and deletes nothing without a session', async () => {
    const response = await request(testApp.callback)
      .delete('/api/user')
      .set('Origin', ORIGIN)
      .send({ email: 'owner-b@example.be' });
    expect(response.status).toBe(401);
  });
});
