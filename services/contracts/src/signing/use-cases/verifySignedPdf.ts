import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { findSignedOriginal } from './auditTrail';

export type SignedPdfCheck = {
  isSignedOriginal: boolean;
  sha256: string;
  expectedSha256: string | null;
  signedAt: Date | null;
};

export function sha256Hex(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

/** Compares a re-uploaded PDF with the signed original whose SHA-256 the audit trail recorded. */
export async function verifySignedPdf(
  dataSource: DataSource,
  context: RequestContext,
  contractId: string,
  pdf: Buffer,
): Promise<SignedPdfCheck> {
  const original = await findSignedOriginal(dataSource, context.organizationId, contractId);
  const sha256 = sha256Hex(pdf);
  return {
    isSignedOriginal: original !== null && original.sha256 === sha256,
    sha256,
    expectedSha256: original?.sha256 ?? null,
    signedAt: original?.signedAt ?? null,
  };
}
