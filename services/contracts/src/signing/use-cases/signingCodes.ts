import crypto from 'node:crypto';
import { IsNull, type DataSource } from 'typeorm';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { hashSecret, hashSigningCode, newSecretToken, newSigningCode, sameHash } from '../domain/secretToken';
import {
  SIGNING_CODE_MAX_ATTEMPTS,
  SIGNING_CODE_MINUTES,
  SIGNING_GRANT_MINUTES,
  type ResolvedShare,
} from '../domain/signing';
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
 * Makes a one-time six-digit code for a tenant (valid SIGNING_CODE_MINUTES, SIGNING_CODE_MAX_ATTEMPTS tries) and
 * answers it for the caller to mail; only its salted hash is kept. A new code replaces the tenant's earlier ones.
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
  await dataSource.transaction(async (manager) => {
    const codes = manager.getRepository(ContractSigningCodeEntity);
    // Earlier unverified codes of this tenant on this link stop working.
    await codes.update(
      {
        organizationId: share.organizationId,
        shareLinkId: share.shareLinkId,
        signerEmail: email,
        verifiedAt: IsNull(),
      },
      { expiresAt: now },
    );
    await codes.insert({
      id,
      organizationId: share.organizationId,
      contractId: share.contractId,
      shareLinkId: share.shareLinkId,
      tenantId: recipient.tenantId,
      signerName: recipient.name.trim().slice(0, 200),
      signerEmail: email,
      codeHash: hashSigningCode(id, code),
      expiresAt: new Date(now.getTime() + SIGNING_CODE_MINUTES * MINUTE_MS),
      attempts: 0,
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

function invalidCode(): AppError {
  return new AppError('business_rule', {
    messageKey: 'errors.contractSigning.invalidCode',
    details: { code: 'validation.invalidCode' },
  });
}

/**
 * Checks a code: the latest one mailed to that address through this link, unexpired, unused, within its tries.
 * A right code is spent at once and answers a signing grant (a 256-bit token valid SIGNING_GRANT_MINUTES) that the
 * signature request presents; a wrong one counts a try.
 */
export async function verifySigningCode(
  dataSource: DataSource,
  clock: Clock,
  share: ResolvedShare,
  input: { email: string; code: string },
  ipAddress: string,
): Promise<{ grantToken: string }> {
  const codes = dataSource.getRepository(ContractSigningCodeEntity);
  const row = await codes.findOne({
    where: {
      organizationId: share.organizationId,
      shareLinkId: share.shareLinkId,
      signerEmail: normalEmail(input.email),
      verifiedAt: IsNull(),
    },
    order: { createdAt: 'DESC' },
  });
  const now = clock.now();
  if (!row || row.expiresAt.getTime() <= now.getTime() || row.attempts >= SIGNING_CODE_MAX_ATTEMPTS)
    throw invalidCode();
  if (!sameHash(row.codeHash, hashSigningCode(row.id, input.code.trim()))) {
    await codes.increment({ id: row.id }, 'attempts', 1);
    throw invalidCode();
  }
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
  if ((result.affected ?? 0) === 0) throw invalidCode();
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
