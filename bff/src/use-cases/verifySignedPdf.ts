import fsp from 'node:fs/promises';
import type { TVerifySignedPdfResponse } from '@immodesk/contracts/contracts/signing/contractSigning.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
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
  const pdf = await readSpooled(await input.readPdf());
  // An empty file or another kind of file cannot be any signed original: the user chose the wrong file.
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new AppError('unsupported_file_type', { messageKey: 'errors.contractSigning.notAPdf' });
  const check = await deps.signing.verifySignedPdf(context, contract.id, pdf);
  return { ...check, signedAt: check.signedAt?.toISOString() ?? null };
}
