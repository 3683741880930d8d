import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { NINE_YEAR_LEASE } from '@immodesk/test-fixtures/leases';
import { readZip } from '@immodesk/test-fixtures/zip';
import { binary } from '../testing/binaryBody';
import type { TestApp } from '../testing/createTestApp';
import { mailsTo } from '../testing/mailLinks';
import { givenDraftLease } from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
/** The words of a DOCX's body, in order. */
const docxText = (docx: Buffer) =>
  [
    ...(readZip(docx).get('word/document.xml')?.toString('utf8') ?? '').matchAll(
      /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g,
    ),
  ]
    .map((match) => match[1])
    .join(' ');
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** Issue 26: attacks on the bond between a signature and the text the signer saw. */
describe('a signature binds the lease as it was sent', () => {
  let testApp: TestApp;
  let owner: Owner;
  let agent: SignedInAgent;
  let visitor: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    ({ testApp, owner, agent } = await givenTwoSignedInOwners({
      env: { PUBLIC_URL: ORIGIN },
      clock: fixedClock('2026-03-16T09:00:00Z'),
    }));
    visitor = request.agent(testApp.callback);
    expect(
      (await agent.post('/api/user/signature').field('method', 'typed').field('typedName', 'Jan Peeters'))
        .status,
    ).toBe(200);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  /** A sent lease (property, tenant) with the share token from the invitation mail. */
  async function sentLease() {
    const email = `camille.${crypto.randomUUID().slice(0, 8)}@example.be`;
    const lease = await givenDraftLease(testApp, owner, agent, {
      property: { street: 'Rue Haute', houseNumber: '8', postalCode: '1000', city: 'Bruxelles' },
      tenant: { firstName: 'Camille', email },
      lease: NINE_YEAR_LEASE,
    });
    const sent = await agent
      .post(`/api/contracts/${lease.contract.id}/send`)
      .send({ subject: 'Votre bail', message: 'Bonjour', email });
    expect(sent.status).toBe(200);
    const [invitation] = await mailsTo(testApp, email);
    const token = /\/contracts\/share\/(\S+)/.exec(invitation!.text)![1]!;
    return { ...lease, email, token };
  }

  /** The tenant asks for a code (typing another name), verifies it and signs. */
  async function tenantSigns(token: string, email: string) {
    const before = (await mailsTo(testApp, email)).map((mail) => mail.id);
    const asked = await visitor
      .post(`/api/public/contracts/${token}/code`)
      .set('Origin', ORIGIN)
      .send({ name: 'Mallory Typed-Name', email });
    expect(asked.status).toBe(204);
    const codeMail = (await mailsTo(testApp, email)).find((mail) => !before.includes(mail.id))!;
    const code = /\b\d{6}\b/.exec(codeMail.text)![0];
    const verified = await visitor
      .post(`/api/public/contracts/${token}/verify`)
      .set('Origin', ORIGIN)
      .send({ email, code });
    return visitor
      .post(`/api/public/contracts/${token}/sign`)
      .set('Origin', ORIGIN)
      .field('signingToken', verified.body.signingToken as string)
      .field('method', 'typed')
      .field('typedName', 'C. Dubois');
  }

  it('seals the frozen lease: the final PDF starts with the exact bytes shown, mailed with its hash to every signer', async () => {
    const { contract, email, token } = await sentLease();
    const shared = await visitor.get(`/api/public/contracts/${token}`);
    expect(shared.body.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    const frozenPdf = (await agent.get(`/api/contracts/${contract.id}/pdf`).buffer(true).parse(binary))
      .body as Buffer;
    expect(sha256(frozenPdf)).toBe(shared.body.documentSha256);

    expect((await tenantSigns(token, email)).status).toBe(200);
    const complete = await agent.post(`/api/contracts/${contract.id}/sign`);
    expect(complete.status).toBe(200);
    const signed = (
      await agent.get(`/api/documents/${complete.body.signedDocumentId}/download`).buffer(true).parse(binary)
    ).body as Buffer;
    expect(sha256(signed)).toBe(complete.body.signedSha256);
    // The lease part of the signed PDF is the frozen copy, byte for byte; the signature page follows.
    expect(sha256(signed.subarray(0, frozenPdf.length))).toBe(shared.body.documentSha256);
    const text = execFileSync('pdftotext', ['-', '-'], { input: signed }).toString();
    expect(text).toContain(shared.body.documentSha256);
    // The signer's name is the tenant record's, not what was typed when asking for the code.
    expect(text).not.toContain('Mallory');
    const signing = await agent.get(`/api/contracts/${contract.id}/signing`);
    expect(JSON.stringify(signing.body)).not.toContain('Mallory');

    // Every signer gets the signed original's hash, in their language.
    const tenantMail = (await mailsTo(testApp, email)).find((mail) =>
      mail.text.includes(complete.body.signedSha256),
    );
    expect(tenantMail?.subject).toMatch(/signé par toutes les parties/);
    const landlordMail = (await mailsTo(testApp, owner.email)).find((mail) =>
      mail.text.includes(complete.body.signedSha256),
    );
    expect(landlordMail).toBeDefined();

    // The signed original is kept: no delete, and the contract's PDF stays the signed one.
    expect((await agent.delete(`/api/documents/${complete.body.signedDocumentId}`)).status).toBe(409);
    const download = await agent.get(`/api/contracts/${contract.id}/pdf`).buffer(true).parse(binary);
    expect(sha256(download.body as Buffer)).toBe(complete.body.signedSha256);
    expect((await agent.delete(`/api/contracts/${contract.id}`)).status).toBe(409);
  });

  it('serves the DOCX of a signed lease from the text the signers saw: renaming the tenant afterwards changes nothing', async () => {
    const { contract, tenant, email, token } = await sentLease();
    const docx = async () =>
      docxText(
        (await agent.get(`/api/contracts/${contract.id}/docx`).buffer(true).parse(binary)).body as Buffer,
      );
    const { lastName } = (await agent.get(`/api/tenants/${tenant.id}`)).body as { lastName: string };
    expect((await tenantSigns(token, email)).status).toBe(200);
    expect((await agent.post(`/api/contracts/${contract.id}/sign`)).status).toBe(200);

    // Renamed before the DOCX was ever asked for: nothing rendered from live data may stand in for the signed text.
    expect((await agent.patch(`/api/tenants/${tenant.id}`).send({ lastName: 'Hernoemd' })).status).toBe(200);
    expect((await agent.get(`/api/tenants/${tenant.id}`)).body.lastName).toBe('Hernoemd');
    const signedText = await docx();
    expect(signedText).toContain(lastName);
    expect(signedText).not.toContain('Hernoemd');
    expect(await docx()).toBe(signedText);
  });

  it('voids the tenant signature when the tenant record changes after signing; the landlord cannot complete', async () => {
    const { contract, tenant, email, token } = await sentLease();
    expect((await tenantSigns(token, email)).status).toBe(200);

    const unconfirmed = await agent.patch(`/api/tenants/${tenant.id}`).send({ lastName: 'Tampered' });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.details.signaturesVoided).toEqual([
      expect.objectContaining({ contractId: contract.id, signatures: 1 }),
    ]);
    expect((await agent.get(`/api/tenants/${tenant.id}`)).body.lastName).not.toBe('Tampered');

    const confirmed = await agent
      .patch(`/api/tenants/${tenant.id}`)
      .send({ lastName: 'Tampered', confirmVoidSignatures: true });
    expect(confirmed.status).toBe(200);
    expect((await agent.get(`/api/contracts/${contract.id}`)).body.status).toBe('draft');
    expect((await visitor.get(`/api/public/contracts/${token}`)).status).toBe(404);
    expect((await agent.post(`/api/contracts/${contract.id}/sign`)).status).not.toBe(200);
    const signing = await agent.get(`/api/contracts/${contract.id}/signing`);
    expect(signing.body.signedSha256 ?? null).toBeNull();
    expect(signing.body.auditTrail.map((event: { type: string }) => event.type)).toContain(
      'signatures_voided',
    );
  });

  it('voids the signature when the property or the contract template changes the lease after signing', async () => {
    const first = await sentLease();
    expect((await tenantSigns(first.token, first.email)).status).toBe(200);
    const moved = await agent.patch(`/api/properties/${first.property.id}`).send({ houseNumber: '99' });
    expect(moved.status).toBe(409);
    expect(
      (
        await agent
          .patch(`/api/properties/${first.property.id}`)
          .send({ houseNumber: '99', confirmVoidSignatures: true })
      ).status,
    ).toBe(200);
    expect((await agent.get(`/api/contracts/${first.contract.id}`)).body.status).toBe('draft');
    expect((await agent.post(`/api/contracts/${first.contract.id}/sign`)).status).not.toBe(200);

    const second = await sentLease();
    expect((await tenantSigns(second.token, second.email)).status).toBe(200);
    const stored = (await agent.get(`/api/contracts/${second.contract.id}`)).body as {
      type: string;
      region: string | null;
    };
    const template = {
      language: 'fr',
      region: stored.region,
      content: 'Bail modifié après signature: {{tenantNames}}',
    };
    await testApp.services.identity.changeOrganizationPlan(owner.context, { planType: 'basic' });
    const rewritten = await agent.put(`/api/contract-templates/${stored.type}`).send(template);
    expect(rewritten.status).toBe(409);
    expect(
      (
        await agent
          .put(`/api/contract-templates/${stored.type}`)
          .send({ ...template, confirmVoidSignatures: true })
      ).status,
    ).toBe(200);
    expect((await agent.get(`/api/contracts/${second.contract.id}`)).body.status).toBe('draft');
    expect((await visitor.get(`/api/public/contracts/${second.token}`)).status).toBe(404);
  });

  it('voids the signature when the contract template is reset to the built-in text after signing', async () => {
    const probe = await sentLease();
    const stored = (await agent.get(`/api/contracts/${probe.contract.id}`)).body as {
      type: string;
      region: string | null;
    };
    const slot = { language: 'fr', region: stored.region };
    await testApp.services.identity.changeOrganizationPlan(owner.context, { planType: 'basic' });
    const customised = await agent
      .put(`/api/contract-templates/${stored.type}`)
      .send({ ...slot, content: 'Bail propre au bailleur: {{tenantNames}}', confirmVoidSignatures: true });
    expect(customised.status).toBe(200);

    const lease = await sentLease();
    expect((await tenantSigns(lease.token, lease.email)).status).toBe(200);
    const reset = await agent.post(`/api/contract-templates/${stored.type}/reset`).send(slot);
    expect(reset.status).toBe(409);
    expect((await agent.get(`/api/contracts/${lease.contract.id}`)).body.status).toBe('sent');
    expect(
      (
        await agent
          .post(`/api/contract-templates/${stored.type}/reset`)
          .send({ ...slot, confirmVoidSignatures: true })
      ).status,
    ).toBe(200);
    expect((await agent.get(`/api/contracts/${lease.contract.id}`)).body.status).toBe('draft');
  });

  it('keeps a signed-by-a-party contract from deletion; withdrawing it is audited', async () => {
    const { contract, email, token } = await sentLease();
    expect((await tenantSigns(token, email)).status).toBe(200);
    expect((await agent.delete(`/api/contracts/${contract.id}`)).status).toBe(409);
    const withdrawn = await agent.post(`/api/contracts/${contract.id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('draft');
    expect((await visitor.get(`/api/public/contracts/${token}`)).status).toBe(404);
    const signing = await agent.get(`/api/contracts/${contract.id}/signing`);
    expect(signing.body.auditTrail.map((event: { type: string }) => event.type)).toContain('withdrawn');
  });
});
