import crypto from 'node:crypto';
import { In, IsNull } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { ClientEvidence, ContractSignature, ResolvedShare, SignatureInput } from '../domain/signing';
import { ContractSignatureEntity, type ContractSignatureRow } from '../entities/ContractSignatureEntity';
import { LandlordSignatureEntity } from '../entities/LandlordSignatureEntity';
import { appendAuditEvent } from './auditTrail';
import { findSigningGrant, spendSigningGrant } from './signingCodes';
import type { SigningDeps } from './signingDeps';
import { readStoredImage, renderSignature, storeSignature, type RenderedSignature } from './storedSignature';

/** A stored signature as the domain sees it: without the organization and where its image lies. */
function toSignature({
  organizationId: _organizationId,
  imageKey: _imageKey,
  imageType: _imageType,
  voidedAt: _voidedAt,
  ...signature
}: ContractSignatureRow): ContractSignature {
  return signature;
}

const evidenceColumns = (evidence: ClientEvidence) => ({
  ipAddress: evidence.ipAddress.slice(0, 64),
  userAgent: evidence.userAgent.slice(0, 500),
});

/** The contract's signatures that still count (none a change of the lease voided), in the order they were given. */
function findSignatureRows(
  dataSource: SigningDeps['dataSource'],
  organizationId: string,
  contractId: string,
): Promise<ContractSignatureRow[]> {
  return dataSource.getRepository(ContractSignatureEntity).find({
    where: { organizationId, contractId, voidedAt: IsNull() },
    order: { signedAt: 'ASC', id: 'ASC' },
  });
}

/** Stores the signature and writes it in the contract's audit trail. */
async function insertSignature(
  { dataSource, clock }: Pick<SigningDeps, 'dataSource' | 'clock'>,
  row: ContractSignatureRow,
): Promise<ContractSignature> {
  await dataSource.getRepository(ContractSignatureEntity).insert(row);
  await appendAuditEvent(dataSource, clock, row.organizationId, row.contractId, {
    type: 'signed',
    actor: `${row.name} <${row.email}>`,
    ipAddress: row.ipAddress,
    sha256: row.leaseSha256,
  });
  return toSignature(row);
}

export async function listContractSignatures(
  { dataSource }: Pick<SigningDeps, 'dataSource'>,
  organizationId: string,
  contractId: string,
): Promise<ContractSignature[]> {
  const rows = await findSignatureRows(dataSource, organizationId, contractId);
  return rows.map(toSignature);
}

/** The signatures that still count of several contracts at once (a list's "partly signed"), by contract id. */
export async function listSignaturesOfContracts(
  { dataSource }: Pick<SigningDeps, 'dataSource'>,
  organizationId: string,
  contractIds: string[],
): Promise<Record<string, ContractSignature[]>> {
  if (contractIds.length === 0) return {};
  const rows = await dataSource.getRepository(ContractSignatureEntity).find({
    where: { organizationId, contractId: In(contractIds), voidedAt: IsNull() },
    order: { signedAt: 'ASC', id: 'ASC' },
  });
  const byContract: Record<string, ContractSignature[]> = {};
  for (const row of rows) (byContract[row.contractId] ??= []).push(toSignature(row));
  return byContract;
}

/**
 * Records a tenant's signature through the share link: the grant from a verified code says who signs; it is spent
 * here, so one verification signs once. A tenant who already signed is refused. `leaseSha256` is the hash of the
 * frozen lease the signer saw (the caller checked it still matches the stored bytes).
 */
export async function recordTenantSignature(
  deps: SigningDeps,
  share: ResolvedShare,
  grantToken: string,
  input: SignatureInput,
  evidence: ClientEvidence,
  leaseSha256: string,
): Promise<ContractSignature> {
  const { dataSource, storage, clock } = deps;
  const grant = await findSigningGrant(dataSource, clock, share, grantToken);
  if (!grant)
    throw new AppError('business_rule', { messageKey: 'errors.contractSigning.verificationExpired' });
  const signatures = dataSource.getRepository(ContractSignatureEntity);
  const already = await signatures.findOne({
    where: {
      organizationId: share.organizationId,
      contractId: share.contractId,
      tenantId: grant.tenantId,
      voidedAt: IsNull(),
    },
  });
  if (already) throw new AppError('conflict', { messageKey: 'errors.contractSigning.alreadySigned' });
  if (!(await spendSigningGrant(dataSource, clock, grant.id)))
    throw new AppError('business_rule', { messageKey: 'errors.contractSigning.verificationExpired' });
  const id = crypto.randomUUID();
  const stored = await storeSignature(storage, share.organizationId, id, input);
  const row: ContractSignatureRow = {
    id,
    organizationId: share.organizationId,
    contractId: share.contractId,
    role: 'tenant',
    tenantId: grant.tenantId,
    name: grant.signerName,
    email: grant.signerEmail,
    method: input.method,
    ...stored,
    signedAt: clock.now(),
    ...evidenceColumns(evidence),
    codeVerifiedAt: grant.verifiedAt,
    leaseSha256,
    voidedAt: null,
  };
  return insertSignature(deps, row);
}

/**
 * The landlord signs, with the signature given now (`given`) or else their saved one (settings → signature);
 * without either, a clear refusal.
 */
export async function recordLandlordSignature(
  deps: SigningDeps,
  context: RequestContext,
  contractId: string,
  signer: { name: string; email: string },
  evidence: ClientEvidence,
  leaseSha256: string,
  given: SignatureInput | null = null,
): Promise<ContractSignature> {
  const { dataSource, storage, clock } = deps;
  const saved = given
    ? null
    : await dataSource
        .getRepository(LandlordSignatureEntity)
        .findOne({ where: { organizationId: context.organizationId, userId: context.userId } });
  if (!given && !saved)
    throw new AppError('business_rule', { messageKey: 'errors.contractSigning.noSavedSignature' });
  const signatures = dataSource.getRepository(ContractSignatureEntity);
  if (
    await signatures.findOne({
      where: { organizationId: context.organizationId, contractId, role: 'landlord', voidedAt: IsNull() },
    })
  ) {
    throw new AppError('conflict', { messageKey: 'errors.contractSigning.alreadySigned' });
  }
  const id = crypto.randomUUID();
  // The contract keeps its own copy, so a later change of the saved signature leaves signed contracts as they were.
  const input: SignatureInput = given
    ? given
    : saved?.imageKey && saved.imageType
      ? {
          method: saved.method === 'typed' ? 'uploaded' : saved.method,
          image: await readStoredImage(storage, saved.imageKey),
          imageType: saved.imageType,
        }
      : { method: 'typed', typedName: saved?.typedName ?? signer.name };
  const stored = await storeSignature(storage, context.organizationId, id, input);
  const row: ContractSignatureRow = {
    id,
    organizationId: context.organizationId,
    contractId,
    role: 'landlord',
    tenantId: null,
    name: signer.name,
    email: signer.email,
    method: input.method,
    ...stored,
    signedAt: clock.now(),
    ...evidenceColumns(evidence),
    codeVerifiedAt: null,
    leaseSha256,
    voidedAt: null,
  };
  return insertSignature(deps, row);
}

/** Every signature of the contract with what the final PDF shows of it. */
export async function renderContractSignatures(
  deps: SigningDeps,
  organizationId: string,
  contractId: string,
): Promise<(ContractSignature & { rendered: RenderedSignature })[]> {
  const rows = await findSignatureRows(deps.dataSource, organizationId, contractId);
  return Promise.all(
    rows.map(async (row) => ({ ...toSignature(row), rendered: await renderSignature(deps.storage, row) })),
  );
}
