import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContract, ZListContractsResponse } from '@immodesk/contracts/contracts/contract.contract';
import { ZContractSigningResponse } from '@immodesk/contracts/contracts/signing/contractSigning.contract';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { samplePng } from '@immodesk/test-fixtures/images';
import { NINE_YEAR_LEASE } from '@immodesk/test-fixtures/leases';
import { ZOutboxResponse } from './dev';
import { binary } from '../testing/binaryBody';
import type { TestApp } from '../testing/createTestApp';
import { mailsTo } from '../testing/mailLinks';
import { givenDraftLease } from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';

describe('signing as a landlord: partly signed, the inline signature, the signed PDF to every party', () => {
  let testApp: TestApp;
  let owner: Owner;
  let agent: SignedInAgent;
  let stranger: SignedInAgent;
  let visitor: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    ({ testApp, owner, agent, stranger } = await givenTwoSignedInOwners({
      env: { PUBLIC_URL: ORIGIN },
      clock: fixedClock('2026-03-16T09:00:00Z'),
    }));
    visitor = request.agent(testApp.callback);
  }, 240_000);

  afterAll(async () => {
    await testApp?.close();
  });

  /** A French tenant's lease, sent to the tenant: the share link's token. */
  async function sentLease() {
    const email = `camille.${crypto.randomUUID().slice(0, 8)}@example.be`;
    const { contract } = await givenDraftLease(testApp, owner, agent, {
      property: { street: 'Rue Haute', houseNumber: '8', postalCode: '1000', city: 'Bruxelles' },
      tenant: { firstName: 'Camille', lastName: 'Dubois', email, language: 'fr' },
      lease: NINE_YEAR_LEASE,
    });
    await agent
      .post(`/api/contracts/${contract.id}/send`)
      .send({ subject: 'Votre bail', message: 'Bonjour Camille,', email })
      .expect(200);
    const [invitation] = await mailsTo(testApp, email);
    const token = new URL(/https?:\/\/\S+\/contracts\/share\/\S+/.exec(invitation!.text)![0]).pathname
      .split('/')
      .pop() as string;
    return { contract, email, token, invitationId: invitation!.id };
  }

  /** The tenant signs through the mailed link with a one-time code. */
  async function tenantSigns({ email, token, invitationId }: Awaited<ReturnType<typeof sentLease>>) {
    await visitor
      .post(`/api/public/contracts/${token}/code`)
      .set('Origin', ORIGIN)
      .send({ name: 'Camille Dubois', email })
      .expect(204);
    const codeMail = (await mailsTo(testApp, email)).find((mail) => mail.id !== invitationId)!;
    const code = /\b\d{6}\b/.exec(codeMail.text)![0];
    const verified = await visitor
      .post(`/api/public/contracts/${token}/verify`)
      .set('Origin', ORIGIN)
      .send({ email, code })
      .expect(200);
    await visitor
      .post(`/api/public/contracts/${token}/sign`)
      .set('Origin', ORIGIN)
      .field('signingToken', verified.body.signingToken as string)
      .field('method', 'typed')
      .field('typedName', 'Camille Dubois')
      .expect(200);
  }

  async function sentLeaseSignedByTenant() {
    const sent = await sentLease();
    await tenantSigns(sent);
    return sent;
  }

  /** The signed original's mails (with an attachment) to an address. */
  async function completedMailsTo(address: string) {
    const outbox = ZOutboxResponse.parse((await agent.get('/api/dev/outbox').expect(200)).body);
    return outbox.items.filter((mail) => mail.to === address && mail.attachments.length > 0);
  }

  it('reads "partly signed" with who signed, on the contract and in the list, while the status stays sent', async () => {
    const { contract } = await sentLeaseSignedByTenant();

    const one = ZContract.parse((await agent.get(`/api/contracts/${contract.id}`).expect(200)).body);
    expect(one.status).toBe('sent');
    expect(one.signedBy).toEqual([{ role: 'tenant', name: 'Camille Dubois' }]);
    const list = ZListContractsResponse.parse(
      (await agent.get('/api/contracts').query({ propertyId: contract.propertyId }).expect(200)).body,
    );
    expect(list.items.find((item) => item.id === contract.id)?.signedBy).toEqual([
      { role: 'tenant', name: 'Camille Dubois' },
    ]);

    // The sign dialog shows what is signed: the frozen lease's hash, the same bytes the PDF download serves.
    const signing = ZContractSigningResponse.parse(
      (await agent.get(`/api/contracts/${contract.id}/signing`).expect(200)).body,
    );
    const pdf = await agent.get(`/api/contracts/${contract.id}/pdf`).buffer(true).parse(binary).expect(200);
    expect(signing.frozenLease?.sha256).toBe(
      crypto
        .createHash('sha256')
        .update(pdf.body as Buffer)
        .digest('hex'),
    );
    expect((await stranger.get(`/api/contracts/${contract.id}`)).status).toBe(404);
  });

  it('signs with a signature drawn in the dialog, saves it for next time, and mails the signed PDF to tenant and landlord in their languages', async () => {
    const { contract, email } = await sentLeaseSignedByTenant();
    expect((await agent.get('/api/user/signature').expect(200)).body.signature).toBeNull();

    const signed = await agent
      .post(`/api/contracts/${contract.id}/sign`)
      .field('method', 'drawn')
      .field('saveForNextTime', 'true')
      .attach('file', await samplePng(), { filename: 'signature.png', contentType: 'image/png' });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const result = ZContractSigningResponse.parse(signed.body);
    expect(result.signers.every((signer) => signer.signedAt !== null)).toBe(true);
    expect(result.signedSha256).toMatch(/^[0-9a-f]{64}$/);

    const after = ZContract.parse((await agent.get(`/api/contracts/${contract.id}`).expect(200)).body);
    expect(after.status).toBe('signed');
    expect(after.signedBy).toBeUndefined();
    // "Save for next time" made it the saved signature of settings → signature.
    expect((await agent.get('/api/user/signature').expect(200)).body.signature).toMatchObject({
      method: 'drawn',
    });

    const [toTenant] = await completedMailsTo(email);
    expect(toTenant?.subject).toBe(`Le contrat ${contract.contractNumber} est signé par toutes les parties`);
    expect(toTenant?.text).toContain(result.signedSha256);
    const [toLandlord] = await completedMailsTo(owner.email);
    expect(toLandlord?.subject).toBe(`Contract ${contract.contractNumber} is door alle partijen ondertekend`);
    expect(toLandlord?.text).toContain(result.signedSha256);
    for (const mail of [toTenant, toLandlord])
      expect(mail?.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);
  });

  it('signs with a typed signature given once without saving it, and then refuses to sign the signed lease again', async () => {
    const { contract } = await sentLeaseSignedByTenant();
    await agent.delete('/api/user/signature');
    const missing = await agent.post(`/api/contracts/${contract.id}/sign`).field('method', 'typed');
    expect(missing.status).toBe(400);
    await agent
      .post(`/api/contracts/${contract.id}/sign`)
      .field('method', 'typed')
      .field('typedName', 'Jan Peeters')
      .field('saveForNextTime', 'false')
      .expect(200);
    expect((await agent.get('/api/user/signature').expect(200)).body.signature).toBeNull();
    const again = await agent
      .post(`/api/contracts/${contract.id}/sign`)
      .field('method', 'typed')
      .field('typedName', 'Jan Peeters');
    expect(again.status).toBe(422);
  });

  it('reads "partly signed" by the landlord who signed first, and mails both parties when the tenant signs last', async () => {
    const sent = await sentLease();
    await agent
      .post(`/api/contracts/${sent.contract.id}/sign`)
      .field('method', 'typed')
      .field('typedName', 'Jan Peeters')
      .expect(200);
    const partly = ZContract.parse((await agent.get(`/api/contracts/${sent.contract.id}`).expect(200)).body);
    expect(partly.status).toBe('sent');
    expect(partly.signedBy).toEqual([{ role: 'landlord', name: expect.any(String) }]);

    await tenantSigns(sent);
    const signing = ZContractSigningResponse.parse(
      (await agent.get(`/api/contracts/${sent.contract.id}/signing`).expect(200)).body,
    );
    expect(signing.signedSha256).toMatch(/^[0-9a-f]{64}$/);
    const [toTenant] = await completedMailsTo(sent.email);
    expect(toTenant?.subject).toBe(
      `Le contrat ${sent.contract.contractNumber} est signé par toutes les parties`,
    );
    const toLandlord = (await completedMailsTo(owner.email)).find((mail) =>
      mail.subject.includes(sent.contract.contractNumber),
    );
    expect(toLandlord?.subject).toBe(
      `Contract ${sent.contract.contractNumber} is door alle partijen ondertekend`,
    );
    expect(toLandlord?.text).toContain(signing.signedSha256);
  });
});
