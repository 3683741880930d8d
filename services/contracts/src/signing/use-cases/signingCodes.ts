import crypto from 'node:crypto';
import { IsNull, MoreThan, type DataSource, type Repository } from 'typeorm';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { hashSecret, hashSigningCode, newSecretToken, newSigningCode, sameHash } from '../domain/secretToken';
import {
  SIGNING_CODE_LIFETIME_FAILURES,
  SIGNING_CODE_MAX_ATTEMPTS,
  SIGNING_CODE_MINUTES,
  SIGNING_GRANT_MINUTES,
  type ResolvedShare,
} from '../domain/signing';
import { ContractShareLinkEntity } from '../entities/ContractShareLinkEntity';
import {
  ContractSigningCodeEntity,
  type ContractSigningCodeRow,
} from '../entities/ContractSigningCodeEntity';
import { appendAuditEvent } from './auditTrail';

const MINUTE_MS = 60_000;

/** The tenant who asks for a code: one of the contract's tenants, matched by the caller on the e-mail. */
export type CodeRecipient = { tenantId: string; name: string; email: string };

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * A refused code, shown under the code field: `invalidCode` (wrong, expired, used or out of tries), or
 * `tooManyWrongCodes` (the address used up the link's lifetime limit; only a new send helps).
 */
function refusedCode(reason: 'invalidCode' | 'tooManyWrongCodes' = 'invalidCode'): AppError {
  return new AppError('business_rule', {
    messageKey: `errors.contractSigning.${reason}`,
    details: { code: 'validation.invalidCode' },
  });
}

/** The codes of one address on one share link. */
type CodeOwner = { organizationId: string; shareLinkId: string; signerEmail: string };

/** Wrong codes the address entered on the link, over all its codes (a verified code's last try was right). */
async function failedTries(codes: Repository<ContractSigningCodeRow>, owner: CodeOwner): Promise<number> {
  const totals = await codes
    .createQueryBuilder('code')
    .select('COALESCE(SUM(code.attempts), 0)', 'tries')
    .addSelect('COUNT(code.verifiedAt)', 'verified')
    .where('code.organizationId = :organizationId', owner)
    .andWhere('code.shareLinkId = :shareLinkId', owner)
    .andWhere('code.signerEmail = :signerEmail', owner)
    .getRawOne<{ tries: number | string; verified: number | string }>();
  return Number(totals?.tries ?? 0) - Number(totals?.verified ?? 0);
}

/** Claims one try of a code in one guarded statement; false when it has none left or was verified meanwhile. */
async function claimTry(codes: Repository<ContractSigningCodeRow>, id: string): Promise<boolean> {
  const claimed = await codes
    .createQueryBuilder()
    .update()
    .set({ attempts: () => 'attempts + 1' })
    .where('id = :id', { id })
    .andWhere('verified_at IS NULL')
    .andWhere('attempts < max_attempts')
    .execute();
  return (claimed.affected ?? 0) > 0;
}

/** The refusal when no live code has a try left: the link's lifetime limit for the address, or the code's own. */
async function noTryLeft(codes: Repository<ContractSigningCodeRow>, owner: CodeOwner): Promise<AppError> {
  const isStopped = (await failedTries(codes, owner)) >= SIGNING_CODE_LIFETIME_FAILURES;
  return refusedCode(isStopped ? 'tooManyWrongCodes' : 'invalidCode');
}

/**
 * Makes a one-time six-digit code for a tenant (valid SIGNING_CODE_MINUTES, SIGNING_CODE_MAX_ATTEMPTS tries, fewer
 * when the address nears SIGNING_CODE_LIFETIME_FAILURES wrong codes on the link, none beyond: the landlord must
 * send again) and answers it for the caller to mail; only its salted hash is kept. A new code replaces the
 * tenant's earlier ones.
 */
export async function issueSigningCode(
  dataSource: DataSource,
  clock: Clock,
  share: ResolvedShare,
  recipient: CodeRecipient,
  ipAddress: string,
): Promise<string> {
  const id = crypto.randomUUID();
  const code = newSigningCode();
  const now = clock.now();
  const email = normalEmail(recipient.email);
  const owner = { organizationId: share.organizationId, shareLinkId: share.shareLinkId, signerEmail: email };
  await dataSource.transaction(async (manager) => {
    // Locks the link's row, so two code requests on one link count the wrong codes one after the other.
    await manager
      .createQueryBuilder()
      .update(ContractShareLinkEntity)
      .set({ revokedAt: () => 'revoked_at' })
      .where('id = :id', { id: share.shareLinkId })
      .execute();
    const codes = manager.getRepository(ContractSigningCodeEntity);
    // Earlier unverified codes of this tenant on this link stop working, tries already in flight included.
    await codes.update({ ...owner, verifiedAt: IsNull() }, { expiresAt: now, maxAttempts: () => 'attempts' });
    const triesLeft = SIGNING_CODE_LIFETIME_FAILURES - (await failedTries(codes, owner));
    if (triesLeft <= 0) throw refusedCode('tooManyWrongCodes');
    await codes.insert({
      id,
      ...owner,
      contractId: share.contractId,
      tenantId: recipient.tenantId,
      signerName: recipient.name.trim().slice(0, 200),
      codeHash: hashSigningCode(id, code),
      expiresAt: new Date(now.getTime() + SIGNING_CODE_MINUTES * MINUTE_MS),
      attempts: 0,
      maxAttempts: Math.min(SIGNING_CODE_MAX_ATTEMPTS, triesLeft),
      verifiedAt: null,
      grantHash: null,
      grantExpiresAt: null,
      usedAt: null,
      createdAt: now,
    });
  });
  await appendAuditEvent(dataSource, clock, share.organizationId, share.contractId, {
    type: 'code_sent',
    actor: `${recipient.name} <${email}>`,
    ipAddress,
  });
  return code;
}

/**
 * Checks a code: the latest one mailed to that address through this link, unexpired, unused, within its tries.
 * Each try is first claimed by one guarded statement (`attempts < max_attempts`), so parallel guesses never get
 * more tries than the code allows. A right code is spent at once and answers a signing grant (a 256-bit token
 * valid SIGNING_GRANT_MINUTES) that the signature request presents.
 */
export async function verifySigningCode(
  dataSource: DataSource,
  clock: Clock,
  share: ResolvedShare,
  input: { email: string; code: string },
  ipAddress: string,
): Promise<{ grantToken: string }> {
  const codes = dataSource.getRepository(ContractSigningCodeEntity);
  const owner = {
    organizationId: share.organizationId,
    shareLinkId: share.shareLinkId,
    signerEmail: normalEmail(input.email),
  };
  const now = clock.now();
  // The live code: a new code ends the earlier ones at once, even within the same millisecond.
  const row = await codes.findOne({
    where: { ...owner, verifiedAt: IsNull(), expiresAt: MoreThan(now) },
    order: { createdAt: 'DESC' },
  });
  if (!row || !(await claimTry(codes, row.id))) throw await noTryLeft(codes, owner);
  if (!sameHash(row.codeHash, hashSigningCode(row.id, input.code.trim()))) throw refusedCode();
  const grantToken = newSecretToken();
  // Only the first of two concurrent right answers wins the row.
  const result = await codes.update(
    { id: row.id, verifiedAt: IsNull() },
    {
      verifiedAt: now,
      grantHash: hashSecret(grantToken),
      grantExpiresAt: new Date(now.getTime() + SIGNING_GRANT_MINUTES * MINUTE_MS),
    },
  );
  if ((result.affected ?? 0) === 0) throw refusedCode();
  await appendAuditEvent(dataSource, clock, share.organizationId, share.contractId, {
    type: 'code_verified',
    actor: `${row.signerName} <${row.signerEmail}>`,
    ipAddress,
  });
  return { grantToken };
}

/** The verified signer a grant stands for; null when it is unknown, used, expired or of another link. */
export async function findSigningGrant(
  dataSource: DataSource,
  clock: Clock,
  share: ResolvedShare,
  grantToken: string,
): Promise<ContractSigningCodeRow | null> {
  const row = await dataSource
    .getRepository(ContractSigningCodeEntity)
    .findOne({ where: { grantHash: hashSecret(grantToken) } });
  if (
    !row ||
    row.shareLinkId !== share.shareLinkId ||
    row.usedAt ||
    !row.grantExpiresAt ||
    row.grantExpiresAt.getTime() <= clock.now().getTime()
  )
    return null;
  return row;
}

/** Spends a grant; false when another request spent it first. */
export async function spendSigningGrant(
  dataSource: DataSource,
  clock: Clock,
  grantId: string,
): Promise<boolean> {
  const result = await dataSource
    .getRepository(ContractSigningCodeEntity)
    .update({ id: grantId, usedAt: IsNull() }, { usedAt: clock.now() });
  return (result.affected ?? 0) > 0;
}
