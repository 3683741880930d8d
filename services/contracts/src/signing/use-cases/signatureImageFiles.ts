import type { Readable } from 'node:stream';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { ContractSignatureEntity } from '../entities/ContractSignatureEntity';
import { LandlordSignatureEntity } from '../entities/LandlordSignatureEntity';
import type { SigningDeps } from './signingDeps';

/** Which table a signature image belongs to: a party's signature on a contract, or a user's saved signature. */
export type SignatureImageOwner = 'contract_signature' | 'landlord_signature';

/**
 * A stored signature image of the organization (data export): 404 for another organization's row, or a row
 * without an image (a typed signature).
 */
export async function openSignatureImage(
  { dataSource, storage }: Pick<SigningDeps, 'dataSource' | 'storage'>,
  context: RequestContext,
  input: { owner: SignatureImageOwner; id: string },
): Promise<{ mimeType: string; stream: Readable }> {
  const where = { id: input.id, organizationId: context.organizationId };
  const row =
    input.owner === 'contract_signature'
      ? await dataSource.getRepository(ContractSignatureEntity).findOne({ where })
      : await dataSource.getRepository(LandlordSignatureEntity).findOne({ where });
  if (!row?.imageKey || !row.imageType) throw AppError.notFound('signature');
  return { mimeType: row.imageType, stream: await storage.get(row.imageKey) };
}
