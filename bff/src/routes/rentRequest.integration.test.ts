import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListRentPaymentsResponse } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { createLogger } from '@immodesk/platform/logger';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { ZOutboxResponse } from './dev';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { binary } from '../testing/binaryBody';
import { givenDraftLease, givenSignedLease } from '../testing/portfolio';
import { givenTwoSignedInOwners, signedInAgent } from '../testing/signedInAgent';
import type { Owner, SignedInAgent } from '../testing/signedInAgent';
import { generateRentSchedules } from '../use-cases/generateRentSchedules';
import { onContractSigned } from '../use-cases/onContractSigned';
import { sendDueRentRequests } from '../use-cases/sendDueRentRequests';

function withPdf<T>(pdf: Buffer, read: (file: string, directory: string) => T): T {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rent-request-'));
  const file = path.join(directory, 'request.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return read(file, directory);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

const pdfText = (pdf: Buffer) =>
  withPdf(pdf, (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));

/** What a banking app reads: the PDF printed to an image at 200 dpi, the QR code decoded by zbar. */
const decodeQr = (pdf: Buffer) =>
  withPdf(pdf, (file, directory) => {
    execFileSync('pdftoppm', ['-png', '-r', '200', '-f', '1', '-l', '1', file, path.join(directory, 'page')]);
    const image = fs.readdirSync(directory).find((name) => name.endsWith('.png')) ?? '';
    return execFileSync('zbarimg', ['--quiet', '--raw', '-Sbinary', path.join(directory, image)])
      .toString('utf8')
      .replace(/\n$/, '');
  });

describe('rent request: PDF with EPC QR code, and mail to the tenant', () => {
  const clock = movableClock('2026-03-16T09:00:00Z');
  let testApp: TestApp;
  let owner: Owner;
  let agent: SignedInAgent;
  let stranger: SignedInAgent;
  let structuredReference: string;
  let rentPaymentId: string;
  let tenantId: string;

  beforeAll(async () => {
    ({ testApp, owner, agent, stranger } = await givenTwoSignedInOwners({ clock }));
    const { tenant, contract } = await givenSignedLease(testApp, owner, agent, {
      property: { street: 'Rue Haute', houseNumber: '40', bus: '2', postalCode: '4000', city: 'Liège' },
      tenant: { email: 'luc.dubois@example.be' },
      lease: { signedOn: '2026-02-15', startsOn: '2026-03-01' },
    });
    tenantId = tenant.id;
    structuredReference = contract.structuredReference;
    const list = ZListRentPaymentsResponse.parse(
      (await agent.get(`/api/rent-payments?contractId=${contract.id}`).expect(200)).body,
    );
    rentPaymentId = list.items[0]?.id ?? '';
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('needs a bank account to say where to pay', async () => {
    const response = await agent
      .get(`/api/rent-payments/${rentPaymentId}/request`)
      .set('Accept-Language', 'en');
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(
      'Add a bank account in settings → banking first: the rent request shows where to pay.',
    );
  });

  it('prints the amount, the IBAN and the OGM in the tenant language, with a QR code that decodes to the EPC payload', async () => {
    await agent
      .post('/api/bank-accounts')
      .send({
        iban: 'BE68 5390 0754 7034',
        bic: 'KREDBEBB',
        bankName: 'KBC',
        accountHolder: 'Immo Peeters BV',
      })
      .expect(201);
    const response = await agent
      .get(`/api/rent-payments/${rentPaymentId}/request`)
      .buffer(true)
      .parse(binary);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.body as Buffer;
    const text = pdfText(pdf);
    // Asked on 16 March for rent due on 1 March: a reminder with a new date, never a date already gone.
    expect(text).toContain('Rappel de demande de loyer');
    expect(text).toMatch(/Initialement à payer le\s+1 mars 2026/);
    expect(text).toMatch(/À payer au plus tard le\s+24 mars 2026/);
    expect(text).toContain(structuredReference);
    expect(text).toContain('BE68 5390 0754 7034');
    expect(text).toMatch(/860,00\s*€/);
    expect(text).toContain('Rue Haute 40');
    expect(decodeQr(pdf)).toBe(
      `BCD\n002\n1\nSCT\nKREDBEBB\nImmo Peeters BV\nBE68539007547034\nEUR860.00\n\n${structuredReference.replace(/\D/g, '')}`,
    );
  });

  it('mails the PDF to the tenant in French and answers 404 for another organization', async () => {
    expect((await stranger.get(`/api/rent-payments/${rentPaymentId}/request`)).status).toBe(404);
    expect((await stranger.post(`/api/rent-payments/${rentPaymentId}/request`)).status).toBe(404);
    const sent = await agent.post(`/api/rent-payments/${rentPaymentId}/request`).expect(200);
    expect(sent.body).toEqual({ sentTo: ['luc.dubois@example.be'], sentAt: '2026-03-16T09:00:00.000Z' });
    const outbox = ZOutboxResponse.parse((await agent.get('/api/dev/outbox').expect(200)).body);
    const mail = outbox.items.find(
      (item) => item.to === 'luc.dubois@example.be' && item.subject.startsWith('Rappel : demande de loyer'),
    );
    expect(mail?.text).toContain(structuredReference);
    expect(mail?.text).toContain('était à payer le 1 mars 2026');
    expect(mail?.text).toContain('au plus tard le 24 mars 2026');
    expect(mail?.attachments).toEqual([
      expect.objectContaining({
        fileName: expect.stringMatching(/^Demande-de-loyer-2026-03-.*\.pdf$/),
        contentType: 'application/pdf',
      }),
    ]);
  });

  it('refuses to mail when no tenant has an e-mail address', async () => {
    await testApp.services.contacts.updateTenant(owner.context, {
      id: tenantId,
      changes: { email: '' },
    } as Parameters<TestApp['services']['contacts']['updateTenant']>[1]);
    const response = await agent
      .post(`/api/rent-payments/${rentPaymentId}/request`)
      .set('Accept-Language', 'nl');
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(
      'Geen enkele huurder van dit contract heeft een e-mailadres. Voeg er eerst een toe bij de huurder.',
    );
  });
});

describe('the rent-requests job', () => {
  const clock = movableClock('2026-03-16T09:00:00Z');
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('mails each due item request once, the set number of days before the due date, only where the automation is on', async () => {
    const owner = await createOwner(testApp.services);
    const quiet = await createOwner(testApp.services);
    for (const landlord of [owner, quiet]) {
      const agent = await signedInAgent(testApp, landlord);
      await agent
        .post('/api/bank-accounts')
        .send({ iban: 'BE68 5390 0754 7034', bankName: 'KBC', accountHolder: 'Immo Peeters BV' })
        .expect(201);
      const name = landlord === owner ? 'Maes' : 'Stil';
      const { contract } = await givenDraftLease(testApp, landlord, agent, {
        property: { houseNumber: '1', bus: null },
        tenant: {
          firstName: 'Eva',
          lastName: name,
          email: `eva.${name.toLowerCase()}@example.be`,
          language: 'nl',
        },
        lease: {
          signedOn: '2026-02-15',
          startsOn: '2026-03-01',
          rentCents: 70_000,
          chargesCents: 0,
          deposit: { type: 'blocked_account', amountCents: 140_000 },
        },
      });
      await testApp.services.contracts.markSent(landlord.context, { id: contract.id });
      await onContractSigned(testApp.services, landlord.context, { id: contract.id, landlordLanguage: 'nl' });
      const automations = {
        rentRequests: { enabled: landlord === owner, daysBeforeDue: 5 },
        reminders: { enabled: false, afterDays: 10 },
        indexationReminders: { enabled: false },
      };
      await agent.put('/api/settings/automations').send(automations).expect(200);
    }
    const requestsTo = async (to: string) =>
      (await testApp.services.outbox.list()).filter(
        (mail) => mail.to === to && mail.subject.startsWith('Huurverzoek'),
      ).length;
    const run = () => sendDueRentRequests({ ...testApp.services, logger: createLogger({ level: 'silent' }) });

    // 16 March: April's item is due in 16 days, too early; March's is past its due date.
    clock.set('2026-03-16T09:00:00Z');
    await generateRentSchedules(testApp.services);
    expect(await run()).toEqual({ sent: 0 });
    // 27 March: April's item is due in 5 days.
    clock.set('2026-03-27T09:00:00Z');
    await generateRentSchedules(testApp.services);
    expect(await run()).toEqual({ sent: 1 });
    expect(await run()).toEqual({ sent: 0 });
    expect(await requestsTo('eva.maes@example.be')).toBe(1);
    expect(await requestsTo('eva.stil@example.be')).toBe(0);
  });
});
