import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAccount, type TAccount } from '@immodesk/contracts/rentPayments/account.contract';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { ZOutboxResponse } from './dev';
import type { TestApp } from '../testing/createTestApp';
import { binary } from '../testing/binaryBody';
import { pdfText } from '../testing/pdfText';
import {
  createContractThroughApi,
  createTestProperty,
  givenSignedLease,
  leaseRequest,
} from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';

/** Spaces as Intl writes them in fr-BE ("1 234,00 €" with narrow no-break spaces) made plain. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Two organizations, leases and a PDF on MariaDB on a busy machine take longer than the default hook timeout. */
const SETUP_TIMEOUT_MS = 240_000;

describe("a tenant's account: figures, lines, statement PDF and mail", () => {
  const clock = movableClock('2026-03-16T09:00:00Z');
  let testApp: TestApp, owner: Owner, agent: SignedInAgent, stranger: SignedInAgent;
  let tenantId: string, studioId: string, flatId: string;

  beforeAll(async () => {
    ({ testApp, owner, agent, stranger } = await givenTwoSignedInOwners({ clock }));
    // Luc Dubois (French) rents a studio since January: € 860 a month, due on the 1st.
    const studio = await givenSignedLease(testApp, owner, agent, {
      property: { street: 'Rue Haute', houseNumber: '40', bus: '2', postalCode: '4000', city: 'Liège' },
      tenant: { email: 'luc.dubois@example.be' },
      lease: { signedOn: '2025-12-15', startsOn: '2026-01-01' },
    });
    tenantId = studio.tenant.id;
    studioId = studio.contract.id;
    // ... and a garage since December, brought in from paper and paid through February (an opening balance).
    const garage = await createTestProperty(testApp, owner.context, {
      street: 'Rue Basse',
      houseNumber: '3',
      postalCode: '4000',
      city: 'Liège',
      type: 'garage',
    });
    const flat = await createContractThroughApi(
      agent,
      leaseRequest(garage.id, [tenantId], {
        type: 'common_law',
        signedOn: '2025-11-20',
        startsOn: '2025-12-01',
        durationMonths: 12,
        rentCents: 50_000,
        chargesCents: 0,
        deposit: { type: 'blocked_account', amountCents: 100_000 },
      }),
    );
    flatId = flat.id;
    const recorded = await agent
      .post(`/api/contracts/${flatId}/record-signed`)
      .send({ signedOn: '2025-11-20', paidThrough: '2026-02-28' });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    // January paid in full, February partly, March paid too much (the surplus waits as credit).
    const pay = (period: string, paidCents: number, paidAt: string) =>
      agent.post('/api/rent-payments').send({ contractId: studioId, period, paidCents, paidAt }).expect(200);
    await pay('2026-01', 86_000, '2026-01-02');
    await pay('2026-02', 50_000, '2026-02-03');
    await pay('2026-03', 100_000, '2026-03-02');
  }, SETUP_TIMEOUT_MS);

  afterAll(() => testApp?.close());

  const account = async (path: string, language = 'en'): Promise<TAccount> =>
    ZAccount.parse((await agent.get(path).set('Accept-Language', language).expect(200)).body);

  it('adds up every lease of the tenant: balance = due − received, the lines sum to it, the overpayment as credit', async () => {
    const tenant = await account(`/api/tenants/${tenantId}/account`);
    // Studio: 3 × € 860 due, € 860 + € 500 + € 1,000 received. Garage: 4 × € 500 due, 3 settled before it came in.
    expect(tenant).toMatchObject({
      dueCents: 3 * 86_000 + 4 * 50_000,
      receivedCents: 86_000 + 50_000 + 100_000 + 3 * 50_000,
      balanceCents: 3 * 86_000 + 4 * 50_000 - (86_000 + 50_000 + 100_000 + 3 * 50_000),
      creditCents: 14_000,
    });
    expect(tenant.balanceCents).toBe(tenant.dueCents - tenant.receivedCents);
    expect(tenant.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(tenant.balanceCents);
    const dates = tenant.lines.map((line) => line.date);
    expect(dates).toEqual([...dates].sort());
    expect(tenant.lines.filter((line) => line.kind === 'due')).toHaveLength(7);
    expect(tenant.lines.filter((line) => line.kind === 'opening_balance')).toHaveLength(3);
    expect(tenant.lines).toContainEqual(
      expect.objectContaining({
        kind: 'credit',
        amountCents: -14_000,
        description: 'Credit (payment not yet allocated)',
      }),
    );
    expect(tenant.lines).toContainEqual(
      expect.objectContaining({
        kind: 'due',
        date: '2026-02-01',
        amountCents: 86_000,
        description: 'Rent February 2026',
      }),
    );
    expect(tenant.lines).toContainEqual(
      expect.objectContaining({ kind: 'payment', date: '2026-02-03', amountCents: -50_000 }),
    );
  });

  it('gives one lease its own account, in the reader language', async () => {
    const studio = await account(`/api/contracts/${studioId}/account`, 'nl');
    expect(studio).toMatchObject({
      dueCents: 258_000,
      receivedCents: 236_000,
      balanceCents: 22_000,
      creditCents: 14_000,
    });
    expect(studio.lines[0]).toMatchObject({
      kind: 'due',
      date: '2026-01-01',
      description: 'Huur januari 2026',
    });
    const garage = await account(`/api/contracts/${flatId}/account`);
    expect(garage).toMatchObject({
      dueCents: 200_000,
      receivedCents: 150_000,
      balanceCents: 50_000,
      creditCents: 0,
    });
  });

  it("answers 404 for another organization's tenant or lease, on every account route", async () => {
    for (const path of [
      `/api/tenants/${tenantId}/account`,
      `/api/contracts/${studioId}/account`,
      `/api/tenants/${tenantId}/account/pdf`,
      `/api/contracts/${studioId}/account/pdf`,
    ])
      expect((await stranger.get(path)).status, path).toBe(404);
    expect((await stranger.post(`/api/tenants/${tenantId}/account/mail`)).status).toBe(404);
  });

  it('prints the statement in the French tenant language: dates in words, amounts as fr-BE writes them, totals', async () => {
    const response = await agent
      .get(`/api/tenants/${tenantId}/account/pdf`)
      .set('Accept-Language', 'nl')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Releve-de-compte-Luc-Dubois-2026-03-16.pdf');
    const text = plain(pdfText(response.body as Buffer));
    expect(text).toContain('Relevé de compte');
    expect(text).toContain('Établi le 16 mars 2026');
    expect(text).toContain('Luc Dubois');
    expect(text).toContain('Rue Haute 40');
    expect(text).toMatch(/1er janvier 2026\s+Loyer janvier 2026\s+860,00 €/);
    expect(text).toContain('Déjà payé à la reprise du bail (décembre 2025)');
    expect(text).toContain('Crédit (paiement pas encore imputé)');
    expect(text).toContain('Reste à payer : 720,00 €');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('mails the statement to the tenant in French with the PDF attached', async () => {
    const sent = await agent
      .post(`/api/tenants/${tenantId}/account/mail`)
      .set('Accept-Language', 'nl')
      .expect(200);
    expect(sent.body).toEqual({ sentTo: 'luc.dubois@example.be', sentAt: '2026-03-16T09:00:00.000Z' });
    const outbox = ZOutboxResponse.parse((await agent.get('/api/dev/outbox').expect(200)).body);
    const mail = outbox.items.find(
      (item) => item.to === 'luc.dubois@example.be' && item.subject.startsWith('Votre relevé de compte'),
    );
    expect(mail, JSON.stringify(outbox.items.map((item) => item.subject))).toBeDefined();
    expect(mail?.subject).toContain('Rue Haute 40');
    expect(plain(mail?.text ?? '')).toContain('votre relevé de compte du 16 mars 2026');
    expect(plain(mail?.text ?? '')).toContain('Selon nos livres, il reste 720,00 € à payer.');
    expect(mail?.attachments).toEqual([
      expect.objectContaining({
        fileName: 'Releve-de-compte-Luc-Dubois-2026-03-16.pdf',
        contentType: 'application/pdf',
      }),
    ]);
  });

  it('refuses to mail a tenant without an e-mail address, in the reader language', async () => {
    await testApp.services.contacts.updateTenant(owner.context, {
      id: tenantId,
      changes: { email: '' },
    } as Parameters<TestApp['services']['contacts']['updateTenant']>[1]);
    const response = await agent.post(`/api/tenants/${tenantId}/account/mail`).set('Accept-Language', 'fr');
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(
      "Ce locataire n'a pas d'adresse e-mail. Ajoutez-en une au locataire d'abord.",
    );
  });
});
