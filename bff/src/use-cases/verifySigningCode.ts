import type { ClientEvidence } from '@immodesk/contracts-service/signingApi';
import type { ContractSigningDeps } from './contractSigningDeps';

/** POST /api/public/contracts/:shareToken/verify → the signing token. */
export async function verifySigningCode(
  deps: ContractSigningDeps,
  shareToken: string,
  request: { email: string; code: string },
  evidence: ClientEvidence,
) {
  const share = await deps.signing.resolveShareToken(shareToken);
  const { grantToken } = await deps.signing.verifySigningCode(share, request, evidence.ipAddress);
  return { signingToken: grantToken };
}
