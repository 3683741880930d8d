import fsp from 'node:fs/promises';
import type { TVerifySignedPdfResponse } from '@immodesk/contracts/contracts/signing/contractSigning.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { FileContent } from '@immodesk/platform/ports/storage/fileContent';
import type { Services } from '../composition';

export type VerifySignedPdfDeps = {
  contracts: Pick<Services['contracts'], 'getContract'>;
  signing: Pick<Services['signing'], 'verifySignedPdf'>;
};

const readSpooled = (content: FileContent): Promise<Buffer> =>
  Buffer.isBuffer(content) ? Promise.resolve(content) : fsp.readFile(content.path);

/**
 * POST /api/contracts/:id/verify-pdf: compares a PDF with the signed original's SHA-256. The upload is read only
 * once the lease is known to be the organization's, so another organization's lease is a 404 whatever was sent.
 */
export async function verifySignedPdf(
  deps: VerifySignedPdfDeps,
  context: RequestContext,
  input: { contractId: string; readPdf(): Promise<FileContent> },
): Promise<TVerifySignedPdfResponse> {
  const contract = await deps.contracts.getContract(context, { id: input.contractId });
  const check = await deps.signing.verifySignedPdf(
    context,
    contract.id,
    await readSpooled(await input.readPdf()),
  );
  return { ...check, signedAt: check.signedAt?.toISOString() ?? null };
}
