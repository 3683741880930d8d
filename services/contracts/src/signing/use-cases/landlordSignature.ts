import crypto from 'node:crypto';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { SignatureInput, SignatureMethod } from '../domain/signing';
import { LandlordSignatureEntity } from '../entities/LandlordSignatureEntity';
import type { SigningDeps } from './signingDeps';
import { readStoredImage, storeSignature } from './storedSignature';

export type LandlordSignature = {
  method: SignatureMethod;
  typedName: string | null;
  hasImage: boolean;
  createdAt: Date;
};

/** The signed-in user's saved signature, or null. */
export async function getLandlordSignature(
  { dataSource }: Pick<SigningDeps, 'dataSource'>,
  context: RequestContext,
): Promise<LandlordSignature | null> {
  const row = await dataSource
    .getRepository(LandlordSignatureEntity)
    .findOne({ where: { organizationId: context.organizationId, userId: context.userId } });
  return row
    ? {
        method: row.method,
        typedName: row.typedName,
        hasImage: row.imageKey !== null,
        createdAt: row.createdAt,
      }
    : null;
}

/** Saves (or replaces) the user's signature; the replaced image is removed. */
export async function saveLandlordSignature(
  deps: SigningDeps,
  context: RequestContext,
  input: SignatureInput,
): Promise<LandlordSignature> {
  const { dataSource, storage, clock } = deps;
  const signatures = dataSource.getRepository(LandlordSignatureEntity);
  const previous = await signatures.findOne({
    where: { organizationId: context.organizationId, userId: context.userId },
  });
  const id = crypto.randomUUID();
  const stored = await storeSignature(storage, context.organizationId, id, input);
  const row = {
    id,
    organizationId: context.organizationId,
    userId: context.userId,
    method: input.method,
    ...stored,
    createdAt: clock.now(),
  };
  await dataSource.transaction(async (manager) => {
    if (previous) await manager.getRepository(LandlordSignatureEntity).delete({ id: previous.id });
    await manager.getRepository(LandlordSignatureEntity).insert(row);
  });
  if (previous?.imageKey) await storage.delete(previous.imageKey).catch(() => undefined);
  return {
    method: row.method,
    typedName: row.typedName,
    hasImage: row.imageKey !== null,
    createdAt: row.createdAt,
  };
}

export async function removeLandlordSignature(
  { dataSource, storage }: SigningDeps,
  context: RequestContext,
): Promise<void> {
  const signatures = dataSource.getRepository(LandlordSignatureEntity);
  const row = await signatures.findOne({
    where: { organizationId: context.organizationId, userId: context.userId },
  });
  if (!row) throw AppError.notFound('signature');
  await signatures.delete({ id: row.id });
  if (row.imageKey) await storage.delete(row.imageKey).catch(() => undefined);
}

/** The saved signature's image (settings preview); 404 without one. */
export async function getLandlordSignatureImage(
  { dataSource, storage }: SigningDeps,
  context: RequestContext,
): Promise<{ bytes: Buffer; mimeType: string }> {
  const row = await dataSource
    .getRepository(LandlordSignatureEntity)
    .findOne({ where: { organizationId: context.organizationId, userId: context.userId } });
  if (!row?.imageKey || !row.imageType) throw AppError.notFound('signature');
  return { bytes: await readStoredImage(storage, row.imageKey), mimeType: row.imageType };
}
