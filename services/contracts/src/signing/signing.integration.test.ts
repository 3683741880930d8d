import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import { LocalFileStorage } from '@immodesk/platform/ports/storage/LocalFileStorage';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import { ContractShareLinkEntity } from './entities/ContractShareLinkEntity';
import { ContractSigningCodeEntity } from './entities/ContractSigningCodeEntity';
import { createSigningApi, type SigningApi } from '../signingApi';
import { signingDatabaseModule } from './signingDatabaseModule';
import { toSignatureInput } from './use-cases/signatureInput';
import { POLYGLOT_PAYLOAD, polyglotPng, pngBomb, samplePng } from '@immodesk/test-fixtures/images';

const context = (): RequestContext => ({ organizationId: crypto.randomUUID(), userId: crypto.randomUUID() });
const PNG = await samplePng();
const evidence = { ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (test)' };
const MINUTE = 60_000;

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

/** The frozen lease's SHA-256 a signature records (the BFF checks it against the stored bytes). */
const LEASE_SHA256 = 'a'.repeat(64);

describe('contract signing', () => {
  let database: TestDatabase;
  let signing: SigningApi;
  let filesDir: string;
  const clock = movableClock('2026-03-02T09:00:00Z');
  const owner = context();
  const other = context();
  const tenant = {
    tenantId: crypto.randomUUID(),
    name: 'Camille Dubois',
    email: 'camille.dubois@example.be',
  };

  beforeAll(async () => {
    database = await createTestDatabase([signingDatabaseModule]);
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-signing-'));
    signing = createSigningApi({
      dataSource: database.dataSource,
      storage: new LocalFileStorage(filesDir),
      clock,
    });
  });

  afterAll(async () => {
    await database?.drop();
    if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('stores only the hash of a 256-bit share token, which opens its own contract', async () => {
    const contractId = crypto.randomUUID();
    const { token } = await signing.createShareLink(owner, contractId, 'landlord');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await database.dataSource
      .getRepository(ContractShareLinkEntity)
      .find({ where: { contractId } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    await expect(signing.resolveShareToken(token)).resolves.toMatchObject({
      organizationId: owner.organizationId,
      contractId,
    });
  });

  it('answers 404 for an unknown, a revoked and an expired token; revoking ends every link of the contract', async () => {
    expect((await errorOf(signing.resolveShareToken('not-a-token'))).code).toBe('not_found');

    const revokedContract = crypto.randomUUID();
    const revoked = await signing.createShareLink(owner, revokedContract, 'landlord');
    await signing.revokeShareLinks(owner, revokedContract, 'landlord');
    expect((await errorOf(signing.resolveShareToken(revoked.token))).code).toBe('not_found');

    const sharedTwice = crypto.randomUUID();
    const first = await signing.createShareLink(owner, sharedTwice, 'landlord');
    const second = await signing.createShareLink(owner, sharedTwice, 'landlord');
    await expect(signing.resolveShareToken(first.token)).resolves.toMatchObject({
      contractId: sharedTwice,
      sharedByUserId: owner.userId,
    });
    await signing.revokeShareLinks(owner, sharedTwice, 'landlord');
    expect((await errorOf(signing.resolveShareToken(first.token))).code).toBe('not_found');
    expect((await errorOf(signing.resolveShareToken(second.token))).code).toBe('not_found');

    const expiring = await signing.createShareLink(owner, crypto.randomUUID(), 'landlord');
    clock.advance(31 * 24 * 60 * MINUTE);
    expect((await errorOf(signing.resolveShareToken(expiring.token))).code).toBe('not_found');
  });

  it('never revokes another organization’s link', async () => {
    const contractId = crypto.randomUUID();
    const { token } = await signing.createShareLink(owner, contractId, 'landlord');
    expect(await signing.revokeShareLinks(other, contractId, 'intruder')).toBe(false);
    await expect(signing.resolveShareToken(token)).resolves.toMatchObject({ contractId });
  });

  it('accepts a one-time code once, within ten minutes and a few tries, and keeps only its hash', async () => {
    const contractId = crypto.randomUUID();
    const share = await signing.resolveShareToken(
      (await signing.createShareLink(owner, contractId, 'landlord')).token,
    );

    const code = await signing.issueSigningCode(share, tenant, evidence.ipAddress);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await database.dataSource
      .getRepository(ContractSigningCodeEntity)
      .findOneByOrFail({ shareLinkId: share.shareLinkId });
    expect(stored.codeHash).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (
        await errorOf(
          signing.verifySigningCode(share, { email: tenant.email, code: wrong }, evidence.ipAddress),
        )
      ).messageKey,
    ).toBe('errors.contractSigning.invalidCode');
    const { grantToken } = await signing.verifySigningCode(
      share,
      { email: tenant.email.toUpperCase(), code },
      evidence.ipAddress,
    );
    expect(grantToken).toBeTruthy();
    // Single use: the same code does not verify twice.
    expect(
      (await errorOf(signing.verifySigningCode(share, { email: tenant.email, code }, evidence.ipAddress)))
        .code,
    ).toBe('business_rule');

    const late = await signing.issueSigningCode(share, tenant, evidence.ipAddress);
    clock.advance(11 * MINUTE);
    expect(
      (
        await errorOf(
          signing.verifySigningCode(share, { email: tenant.email, code: late }, evidence.ipAddress),
        )
      ).code,
    ).toBe('business_rule');

    const guessed = await signing.issueSigningCode(share, tenant, evidence.ipAddress);
    const wrongGuess = guessed === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1)
      await errorOf(
        signing.verifySigningCode(share, { email: tenant.email, code: wrongGuess }, evidence.ipAddress),
      );
    expect(
      (
        await errorOf(
          signing.verifySigningCode(share, { email: tenant.email, code: guessed }, evidence.ipAddress),
        )
      ).code,
    ).toBe('business_rule');
  });

  /** A new share link of a new contract, resolved. */
  const newShare = async () =>
    signing.resolveShareToken((await signing.createShareLink(owner, crypto.randomUUID(), 'landlord')).token);
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  /** `count` wrong guesses at once, as parallel requests would make them; answers each refusal's message key. */
  const guessInParallel = (share: Awaited<ReturnType<typeof newShare>>, code: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, async () =>
        errorOf(signing.verifySigningCode(share, { email: tenant.email, code }, evidence.ipAddress)).then(
          (error) => error.messageKey,
        ),
      ),
    );
  const triesCounted = async (shareLinkId: string) =>
    (await database.dataSource.getRepository(ContractSigningCodeEntity).findBy({ shareLinkId })).reduce(
      (sum, row) => sum + row.attempts,
      0,
    );

  it('counts parallel wrong codes one by one: no more than five tries of a code are ever checked', async () => {
    const share = await newShare();
    const code = await signing.issueSigningCode(share, tenant, evidence.ipAddress);
    const refusals = await guessInParallel(share, wrongFor(code), 20);
    expect(new Set(refusals)).toEqual(new Set(['errors.contractSigning.invalidCode']));
    expect(await triesCounted(share.shareLinkId)).toBe(5);
    expect(
      (await errorOf(signing.verifySigningCode(share, { email: tenant.email, code }, evidence.ipAddress)))
        .messageKey,
    ).toBe('errors.contractSigning.invalidCode');
  });

  it('stops an address after ten wrong codes on a link, over all its codes, until the landlord sends again', async () => {
    const share = await newShare();
    const first = await signing.issueSigningCode(share, tenant, evidence.ipAddress);
    await guessInParallel(share, wrongFor(first), 4);
    const second = await signing.issueSigningCode(share, tenant, evidence.ipAddress);
    await guessInParallel(share, wrongFor(second), 12);
    expect(await triesCounted(share.shareLinkId)).toBe(9);
    // One wrong code left on this link: the third code allows one try, however many arrive at once.
    const third = await signing.issueSigningCode(share, tenant, evidence.ipAddress);
    await guessInParallel(share, wrongFor(third), 6);
    expect(await triesCounted(share.shareLinkId)).toBe(10);
    const stopped = await errorOf(
      signing.verifySigningCode(share, { email: tenant.email, code: third }, evidence.ipAddress),
    );
    expect(stopped).toMatchObject({
      code: 'business_rule',
      messageKey: 'errors.contractSigning.tooManyWrongCodes',
    });
    expect((await errorOf(signing.issueSigningCode(share, tenant, evidence.ipAddress))).messageKey).toBe(
      'errors.contractSigning.tooManyWrongCodes',
    );

    const sentAgain = await signing.resolveShareToken(
      (await signing.createShareLink(owner, share.contractId, 'landlord')).token,
    );
    const fresh = await signing.issueSigningCode(sentAgain, tenant, evidence.ipAddress);
    await expect(
      signing.verifySigningCode(sentAgain, { email: tenant.email, code: fresh }, evidence.ipAddress),
    ).resolves.toMatchObject({ grantToken: expect.any(String) });
  });

  it('signs once per verification, records the evidence and appends to the audit trail', async () => {
    const contractId = crypto.randomUUID();
    const share = await signing.resolveShareToken(
      (await signing.createShareLink(owner, contractId, 'landlord')).token,
    );
    clock.advance(MINUTE);
    const code = await signing.issueSigningCode(share, tenant, evidence.ipAddress);
    clock.advance(MINUTE);
    const { grantToken } = await signing.verifySigningCode(
      share,
      { email: tenant.email, code },
      evidence.ipAddress,
    );
    clock.advance(MINUTE);

    const signature = await signing.recordTenantSignature(
      share,
      grantToken,
      { method: 'drawn', image: PNG },
      evidence,
      LEASE_SHA256,
    );
    expect(signature).toMatchObject({
      role: 'tenant',
      tenantId: tenant.tenantId,
      name: tenant.name,
      method: 'drawn',
      ipAddress: evidence.ipAddress,
    });
    expect(signature.codeVerifiedAt).toBeInstanceOf(Date);
    expect(
      (
        await errorOf(
          signing.recordTenantSignature(
            share,
            grantToken,
            { method: 'typed', typedName: 'Camille Dubois' },
            evidence,
            LEASE_SHA256,
          ),
        )
      ).code,
    ).toBe('business_rule');

    const rendered = await signing.renderSignatures(owner.organizationId, contractId);
    const dataUrl = (rendered[0]!.rendered as { imageDataUrl: string }).imageDataUrl;
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    const embedded = await sharp(Buffer.from(dataUrl.split(',')[1]!, 'base64')).metadata();
    expect({ width: embedded.width, height: embedded.height }).toEqual({ width: 40, height: 20 });
    // An image stored before uploads were re-encoded is embedded as its pixels only.
    const storage: FileStorage = new LocalFileStorage(filesDir);
    await storage.put(`${owner.organizationId}/signatures/${signature.id}`, await polyglotPng(), 'image/png');
    const legacy = (await signing.renderSignatures(owner.organizationId, contractId))[0]!.rendered as {
      imageDataUrl: string;
    };
    expect(Buffer.from(legacy.imageDataUrl.split(',')[1]!, 'base64').includes(POLYGLOT_PAYLOAD)).toBe(false);
    const events = (await signing.listAuditEvents(owner.organizationId, contractId)).map(
      (event) => event.type,
    );
    expect(events).toEqual(['share_link_created', 'code_sent', 'code_verified', 'signed']);
    expect(await signing.listAuditEvents(other.organizationId, contractId)).toEqual([]);
  });

  it('refuses a signature image that is not PNG or JPEG, above 5 MB, or that does not decode within the pixel limit', async () => {
    await expect(toSignatureInput({ method: 'uploaded', image: Buffer.from('%PDF-1.4') })).rejects.toThrow(
      expect.objectContaining({ code: 'unsupported_file_type' }),
    );
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    await expect(toSignatureInput({ method: 'uploaded', image: huge })).rejects.toThrow(
      expect.objectContaining({ code: 'file_too_large' }),
    );
    await expect(toSignatureInput({ method: 'uploaded', image: pngBomb() })).rejects.toThrow(
      expect.objectContaining({ code: 'validation_error', messageKey: 'errors.imageUnreadable' }),
    );
  });

  it('keeps only the decoded pixels of a signature image: what follows the image is not stored', async () => {
    const input = await toSignatureInput({ method: 'drawn', image: await polyglotPng() });
    expect(input).toMatchObject({ method: 'drawn', imageType: 'image/png' });
    const bytes = (input as { image: Buffer }).image;
    expect(bytes.includes(POLYGLOT_PAYLOAD)).toBe(false);
    expect((await sharp(bytes).metadata()).width).toBe(40);
  });

  it('lets the landlord sign with the saved signature, and tells whether a PDF is the signed original', async () => {
    const landlord = context();
    const contractId = crypto.randomUUID();
    expect(
      (
        await errorOf(
          signing.recordLandlordSignature(
            landlord,
            contractId,
            { name: 'Jan Peeters', email: 'jan@example.be' },
            evidence,
            LEASE_SHA256,
          ),
        )
      ).messageKey,
    ).toBe('errors.contractSigning.noSavedSignature');
    await signing.saveLandlordSignature(landlord, { method: 'typed', typedName: 'Jan Peeters' });
    expect(await signing.getLandlordSignature(landlord)).toMatchObject({
      method: 'typed',
      typedName: 'Jan Peeters',
      hasImage: false,
    });
    const signed = await signing.recordLandlordSignature(
      landlord,
      contractId,
      { name: 'Jan Peeters', email: 'jan@example.be' },
      evidence,
      LEASE_SHA256,
    );
    expect(signed).toMatchObject({ role: 'landlord', typedName: 'Jan Peeters', codeVerifiedAt: null });

    const pdf = Buffer.from('%PDF-1.7 signed');
    const sha256 = crypto.createHash('sha256').update(pdf).digest('hex');
    await signing.appendAuditEvent(landlord.organizationId, contractId, {
      type: 'completed',
      actor: 'system',
      sha256,
    });
    expect(await signing.verifySignedPdf(landlord, contractId, pdf)).toMatchObject({
      isSignedOriginal: true,
      sha256,
    });
    expect(
      await signing.verifySignedPdf(landlord, contractId, Buffer.from('%PDF-1.7 altered')),
    ).toMatchObject({ isSignedOriginal: false, expectedSha256: sha256 });
    expect(await signing.verifySignedPdf(other, contractId, pdf)).toMatchObject({
      isSignedOriginal: false,
      expectedSha256: null,
    });
  });
});
