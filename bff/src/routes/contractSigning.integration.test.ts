import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { AUDIT_EVENT_TYPES } from '@immodesk/contracts/vocabulary/signing';
import { mailsTo } from '../testing/mailLinks';
import { binary } from '../testing/binaryBody';
import type { TestApp } from '../testing/createTestApp';
import {
  EXIF_MARKER,
  fakePngHeaderWithHtml,
  imageSummary,
  jpegWithExif,
  pngBomb,
  samplePng,
} from '@immodesk/test-fixtures/images';
import { NINE_YEAR_LEASE } from '@immodesk/test-fixtures/leases';
import { givenDraftLease } from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const PNG = await samplePng();

describe('contract share link and e-signature', () => {
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
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function draftContract(tenantEmail: string) {
    const { contract } = await givenDraftLease(testApp, owner, agent, {
      property: { street: 'Rue Haute', houseNumber: '8', postalCode: '1000', city: 'Bruxelles' },
      tenant: { firstName: 'Camille', email: tenantEmail },
      lease: NINE_YEAR_LEASE,
    });
    return contract;
  }

  const tokenOf = (shareUrl: string) => new URL(shareUrl).pathname.split('/').pop() as string;

  it('sends, lets the tenant verify and sign, lets the landlord sign, and keeps the signed PDF’s hash in the audit trail', async () => {
    const email = `camille.${crypto.randomUUID().slice(0, 8)}@example.be`;
    const contract = await draftContract(email);

    const refused = await agent
      .post(`/api/contracts/${contract.id}/send`)
      .send({ subject: '', message: 'Bonjour', email });
    expect(refused.status).toBe(400);
    const sent = await agent
      .post(`/api/contracts/${contract.id}/send`)
      .send({ subject: 'Votre bail', message: 'Bonjour Camille,\nVoici le bail.', email });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('sent');
    const [invitation] = await mailsTo(testApp, email);
    expect(invitation).toMatchObject({ subject: 'Votre bail' });
    expect(invitation!.text).toContain('Consulter et signer le contrat');
    const shareUrl = /https?:\/\/\S+\/contracts\/share\/\S+/.exec(invitation!.text)![0];
    const token = tokenOf(shareUrl);

    const shared = await visitor.get(`/api/public/contracts/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({
      language: 'fr',
      contractNumber: contract.contractNumber,
      isFullySigned: false,
    });
    expect(shared.body.blocks.length).toBeGreaterThan(3);

    const notAParty = await visitor
      .post(`/api/public/contracts/${token}/code`)
      .set('Origin', ORIGIN)
      .send({ name: 'Eve', email: 'eve@example.be' });
    expect(notAParty.status).toBe(422);
    expect(
      (
        await visitor
          .post(`/api/public/contracts/${token}/code`)
          .set('Origin', ORIGIN)
          .send({ name: 'Camille Dubois', email })
      ).status,
    ).toBe(204);
    // The clock is fixed: the invitation and the code mail share their time, so pick the code mail by not being the invitation.
    const codeMail = (await mailsTo(testApp, email)).find((mail) => mail.id !== invitation!.id)!;
    const code = /\b\d{6}\b/.exec(codeMail.text)![0];
    const verified = await visitor
      .post(`/api/public/contracts/${token}/verify`)
      .set('Origin', ORIGIN)
      .send({ email, code });
    expect(verified.status).toBe(200);
    expect(
      (
        await visitor
          .post(`/api/public/contracts/${token}/verify`)
          .set('Origin', ORIGIN)
          .send({ email, code })
      ).status,
    ).toBe(422);

    const signed = await visitor
      .post(`/api/public/contracts/${token}/sign`)
      .set('Origin', ORIGIN)
      .field('signingToken', verified.body.signingToken as string)
      .field('method', 'drawn')
      .attach('file', PNG, { filename: 'signature.png', contentType: 'image/png' });
    expect(signed.status).toBe(200);
    expect(signed.body.isFullySigned).toBe(false);
    // The tenant's signature covers the text as it is: a change is refused until the landlord confirms voiding it.
    const edited = await agent.patch(`/api/contracts/${contract.id}`).send({ rentCents: 99_000 });
    expect(edited.status).toBe(409);
    expect(edited.body.message).toMatch(/handtekeningen ongeldig/);

    // The landlord signs with the saved signature: none yet, then a typed one.
    expect((await agent.post(`/api/contracts/${contract.id}/sign`)).status).toBe(422);
    expect(
      (await agent.post('/api/user/signature').field('method', 'typed').field('typedName', 'Jan Peeters'))
        .status,
    ).toBe(200);
    const complete = await agent.post(`/api/contracts/${contract.id}/sign`);
    expect(complete.status).toBe(200);
    expect(complete.body.signedSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(complete.body.auditTrail.map((event: { type: string }) => event.type)).toEqual(
      // Every step of an e-signature: the whole audit vocabulary less a revoked link and a paper recording.
      expect.arrayContaining(
        AUDIT_EVENT_TYPES.filter(
          (type) =>
            !['share_link_revoked', 'recorded_on_paper', 'signatures_voided', 'withdrawn'].includes(type),
        ),
      ),
    );
    const signedContract = (await agent.get(`/api/contracts/${contract.id}`)).body as {
      status: string;
      registrationDeadline: string;
    };
    expect(signedContract.status).toBe('signed');
    // The registration duty becomes a task due on the deadline.
    const tasks = (await agent.get('/api/tasks').query({ q: contract.contractNumber })).body as {
      items: { dueDate: string }[];
    };
    expect(tasks.items.map((task) => task.dueDate)).toContain(signedContract.registrationDeadline);

    const pdf = await agent
      .get(`/api/documents/${complete.body.signedDocumentId}/download`)
      .buffer(true)
      .parse(binary);
    expect(pdf.status).toBe(200);
    const pdfBytes = pdf.body as Buffer;
    expect(crypto.createHash('sha256').update(pdfBytes).digest('hex')).toBe(complete.body.signedSha256);
    // The lease, then the signature page with each signer's evidence, in the contract's language.
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdfBytes }).toString();
    expect(text).toContain('Signatures et preuves');
    expect(text).toContain(email);
    expect(text).toContain('Jan Peeters');
    expect(text).toMatch(/code à usage unique/);
    // From now on the contract's PDF is the signed original.
    const download = await agent.get(`/api/contracts/${contract.id}/pdf`).buffer(true).parse(binary);
    expect(
      crypto
        .createHash('sha256')
        .update(download.body as Buffer)
        .digest('hex'),
    ).toBe(complete.body.signedSha256);

    const original = await agent
      .post(`/api/contracts/${contract.id}/verify-pdf`)
      .attach('file', pdfBytes, { filename: 'signed.pdf', contentType: 'application/pdf' });
    expect(original.body).toMatchObject({ isSignedOriginal: true });
    const altered = Buffer.concat([pdfBytes, Buffer.from('\n% altered\n')]);
    const check = await agent
      .post(`/api/contracts/${contract.id}/verify-pdf`)
      .attach('file', altered, { filename: 'signed.pdf', contentType: 'application/pdf' });
    expect(check.body).toMatchObject({ isSignedOriginal: false });
    const notAPdf = await agent
      .post(`/api/contracts/${contract.id}/verify-pdf`)
      .set('Accept-Language', 'en')
      .attach('file', Buffer.from('MZ\x90\x00\x03'), { filename: 'setup.exe' });
    expect(notAPdf.status).toBe(415);
    expect(notAPdf.body).toMatchObject({
      code: 'unsupported_file_type',
      message: expect.stringContaining('not a PDF'),
    });

    // Another organization sees none of it.
    expect((await stranger.get(`/api/contracts/${contract.id}/signing`)).status).toBe(404);
    expect((await stranger.get(`/api/documents/${complete.body.signedDocumentId}/download`)).status).toBe(
      404,
    );
    expect(
      (
        await stranger
          .post(`/api/contracts/${contract.id}/verify-pdf`)
          .attach('file', pdfBytes, { filename: 'x.pdf', contentType: 'application/pdf' })
      ).status,
    ).toBe(404);
    expect((await stranger.post(`/api/contracts/${contract.id}/share`)).status).toBe(404);
  });

  it('sends the share link only to a tenant of the lease: another address is refused and nothing is mailed', async () => {
    const email = `camille.${crypto.randomUUID().slice(0, 8)}@example.be`;
    const contract = await draftContract(email);
    const outsider = `outsider.${crypto.randomUUID().slice(0, 8)}@example.be`;

    const refused = await agent
      .post(`/api/contracts/${contract.id}/send`)
      .set('Accept-Language', 'en')
      .send({ subject: 'Votre bail', message: 'Bonjour', email: outsider });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'validation_error',
      message: 'This e-mail address is not the address of a tenant of this contract.',
      details: { email: "Choose the e-mail address of one of this contract's tenants." },
    });
    expect(await mailsTo(testApp, outsider)).toEqual([]);
    expect((await agent.get(`/api/contracts/${contract.id}`)).body.status).toBe('draft');

    const sent = await agent
      .post(`/api/contracts/${contract.id}/send`)
      .send({ subject: 'Votre bail', message: 'Bonjour', email: email.toUpperCase() });
    expect(sent.status).toBe(200);
  });

  it('answers 404 for an unknown or revoked share token', async () => {
    const contract = await draftContract(`tenant.${crypto.randomUUID().slice(0, 8)}@example.be`);
    expect((await visitor.get(`/api/public/contracts/${'x'.repeat(43)}`)).status).toBe(404);
    const shared = await agent.post(`/api/contracts/${contract.id}/share`);
    expect(shared.status).toBe(200);
    const token = tokenOf(shared.body.shareUrl as string);
    expect((await visitor.get(`/api/public/contracts/${token}`)).status).toBe(200);
    expect((await stranger.delete(`/api/contracts/${contract.id}/share`)).status).toBe(404);
    expect((await agent.delete(`/api/contracts/${contract.id}/share`)).status).toBe(204);
    expect((await visitor.get(`/api/public/contracts/${token}`)).status).toBe(404);
  });

  it('keeps the landlord’s signature: an image of at most 5 MB, PNG or JPEG by its bytes', async () => {
    const saved = await stranger
      .post('/api/user/signature')
      .field('method', 'uploaded')
      .attach('file', PNG, { filename: 'me.png', contentType: 'image/png' });
    expect(saved.status).toBe(200);
    expect(saved.body.signature).toMatchObject({ method: 'uploaded', typedName: null });
    const image = await stranger
      .get(saved.body.signature.imageUrl as string)
      .buffer(true)
      .parse(binary);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await imageSummary(image.body as Buffer)).toEqual(await imageSummary(PNG));
    // A photo of a signature: stored as a PNG of its pixels, without what the camera wrote.
    const photographed = await stranger
      .post('/api/user/signature')
      .field('method', 'uploaded')
      .attach('file', await jpegWithExif(), { filename: 'me.jpg', contentType: 'image/jpeg' });
    expect(photographed.status).toBe(200);
    const photographedImage = await stranger
      .get(photographed.body.signature.imageUrl as string)
      .buffer(true)
      .parse(binary);
    expect(photographedImage.headers['content-type']).toBe('image/png');
    expect((photographedImage.body as Buffer).includes(EXIF_MARKER)).toBe(false);
    expect(await imageSummary(photographedImage.body as Buffer)).toMatchObject({ format: 'png', width: 32 });
    for (const unreadable of [pngBomb(), fakePngHeaderWithHtml()]) {
      const refused = await stranger
        .post('/api/user/signature')
        .set('Accept-Language', 'en')
        .field('method', 'uploaded')
        .attach('file', unreadable, { filename: 'me.png', contentType: 'image/png' });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        code: 'validation_error',
        message:
          'This image could not be read: choose a PNG or JPG file that opens as a picture (at most 25 megapixels).',
        details: { file: 'Not a readable image (at most 25 megapixels).' },
      });
    }
    const html = await stranger
      .post('/api/user/signature')
      .field('method', 'uploaded')
      .attach('file', Buffer.from('<html>'), { filename: 'me.png', contentType: 'image/png' });
    expect(html.status).toBe(415);
    expect((await stranger.delete('/api/user/signature')).status).toBe(204);
    expect((await stranger.get('/api/user/signature')).body).toEqual({ signature: null });
  });
});
