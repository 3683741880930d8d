import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { ContractSigningDeps } from './contractSigningDeps';
import { contractTenants, landlordOf } from './findContractParties';

/**
 * Once the last party signed (issue 26): every signer — each tenant who signed and the landlord — gets the signed
 * original attached with its SHA-256, in their own language.
 */
export async function mailSignedOriginal(
  deps: ContractSigningDeps,
  context: RequestContext,
  input: { contract: TContract; documentId: string; sha256: string },
): Promise<void> {
  const [signatures, tenants, landlord, user, [attachment]] = await Promise.all([
    deps.signing.listSignatures(context.organizationId, input.contract.id),
    contractTenants(deps, context, input.contract),
    landlordOf(deps, context),
    deps.identity.getCurrentUser(context),
    deps.documentFiles.getMailAttachments(context, [input.documentId]),
  ]);
  if (!attachment) return;
  const { fileName, contentType, sizeBytes, storageKey } = attachment;
  for (const signature of signatures) {
    const tenant = tenants.find((party) => party.tenantId === signature.tenantId);
    const language =
      signature.role === 'landlord' ? user.language : (tenant?.language ?? input.contract.language);
    await deps.mailer.send(
      await deps.signing.completedMail({
        to: signature.email,
        language,
        contractNumber: input.contract.contractNumber,
        sha256: input.sha256,
        attachment: { fileName, contentType, sizeBytes, storageKey },
        sender: landlord,
      }),
    );
  }
}
