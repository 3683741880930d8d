import crypto from 'node:crypto';
import { IsNull, type DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { hashSecret, newSecretToken } from '../domain/secretToken';
import { SHARE_LINK_DAYS, type ResolvedShare } from '../domain/signing';
import { ContractShareLinkEntity } from '../entities/ContractShareLinkEntity';
import { appendAuditEvent } from './auditTrail';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Makes a share link of the contract: a new 256-bit token (only its hash is kept), valid SHARE_LINK_DAYS. Links
 * made earlier keep working until they expire or are revoked (the link shown to the landlord and the one mailed
 * to the tenant are both live); revoking ends them all. The caller has checked that the contract is the
 * organization's.
 */
export async function createShareLink(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  contractId: string,
  actor: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + SHARE_LINK_DAYS * DAY_MS);
  await dataSource.getRepository(ContractShareLinkEntity).insert({
    id: crypto.randomUUID(),
    organizationId: context.organizationId,
    contractId,
    createdByUserId: context.userId,
    tokenHash: hashSecret(token),
    createdAt: now,
    expiresAt,
    revokedAt: null,
  });
  await appendAuditEvent(dataSource, clock, context.organizationId, contractId, {
    type: 'share_link_created',
    actor,
  });
  return { token, expiresAt };
}

/** Revokes every live link of the contract; answers whether there was one. */
export async function revokeShareLinks(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  contractId: string,
  actor: string,
): Promise<boolean> {
  const result = await dataSource
    .getRepository(ContractShareLinkEntity)
    .update(
      { organizationId: context.organizationId, contractId, revokedAt: IsNull() },
      { revokedAt: clock.now() },
    );
  const hadLink = (result.affected ?? 0) > 0;
  if (hadLink)
    await appendAuditEvent(dataSource, clock, context.organizationId, contractId, {
      type: 'share_link_revoked',
      actor,
    });
  return hadLink;
}

/** Whether the contract has a link that still works (the send modal needs one). */
export async function hasLiveShareLink(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  contractId: string,
): Promise<boolean> {
  const links = await dataSource
    .getRepository(ContractShareLinkEntity)
    .find({ where: { organizationId: context.organizationId, contractId, revokedAt: IsNull() } });
  return links.some((link) => link.expiresAt.getTime() > clock.now().getTime());
}

/** The contract a share token opens. Unknown, revoked and expired tokens are all the same 404. */
export async function resolveShareToken(
  dataSource: DataSource,
  clock: Clock,
  token: string,
): Promise<ResolvedShare> {
  const link = await dataSource
    .getRepository(ContractShareLinkEntity)
    .findOne({ where: { tokenHash: hashSecret(token) } });
  if (!link || link.revokedAt || link.expiresAt.getTime() <= clock.now().getTime())
    throw AppError.notFound('contract');
  return {
    shareLinkId: link.id,
    organizationId: link.organizationId,
    contractId: link.contractId,
    sharedByUserId: link.createdByUserId,
  };
}
