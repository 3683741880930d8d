import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TSendContractRequest } from '@immodesk/contracts/contracts/signing/sendContract.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { ContractSigningDeps } from './contractSigningDeps';
import { contractTenants, landlordOf } from './findContractParties';
import { shareContract } from './shareContract';

/**
 * POST /api/contracts/:id/send: moves the contract to `sent` (core refuses an illegal move with 409), freezes the
 * lease as rendered now (model, PDF and its SHA-256: what every signature will bind, issue 26), makes a share link
 * and mails it with the landlord's subject and message, in the language of the tenant the address belongs to.
 * Sending again keeps the frozen copy, and the signatures on it, while the lease renders the same; otherwise the
 * earlier copy and its signatures are voided and the lease is frozen anew. A contract without any tenant e-mail
 * cannot be sent (SPEC.md §8); an address that is not one of its tenants' is refused (400); a lease that lacks what its
 * template needs to be fit for registration is refused (422 with `details.missing`, issue 31).
 */
export async function sendContract(
  deps: ContractSigningDeps,
  context: RequestContext,
  contractId: string,
  request: TSendContractRequest,
): Promise<TContract> {
  const contract = await deps.contracts.getContract(context, { id: contractId });
  const tenants = await contractTenants(deps, context, contract);
  if (!tenants.some((tenant) => tenant.email))
    throw new AppError('business_rule', { messageKey: 'errors.contractSigning.noTenantEmail' });
  const recipient = tenants.find((tenant) => tenant.email?.trim().toLowerCase() === request.email);
  // Only to the lease's own tenants: the product's domain never mails a share link to a stranger's address.
  if (!recipient)
    throw new AppError('validation_error', {
      messageKey: 'errors.contractSigning.notAParty',
      details: { email: 'validation.notAContractTenant' },
    });
  await deps.documents.assertComplete(context, contract.id);
  const landlord = await landlordOf(deps, context);
  const actor = `${landlord.name} <${landlord.email}>`;
  const model = await deps.documents.renderContract(context, contract.id);
  const frozen = await deps.signing.getFrozenLease(context.organizationId, contract.id);
  const isUnchanged = frozen?.isIntact === true && JSON.stringify(frozen.model) === JSON.stringify(model);
  const pdf = isUnchanged
    ? null
    : await deps.documents.renderPdf(await deps.contracts.renderContractHtml(context, model));
  const sent = await deps.contracts.markSent(context, { id: contract.id });
  let sha256 = frozen?.sha256 ?? null;
  if (pdf) {
    if (frozen)
      await deps.signing.voidSignatures(context, {
        contractId: contract.id,
        actor,
        type: 'signatures_voided',
      });
    ({ sha256 } = await deps.signing.freezeLease(context, { contractId: contract.id, model, pdf }));
  }
  const { shareUrl, expiresAt } = await shareContract(deps, context, contract.id);
  await deps.mailer.send(
    await deps.signing.invitationMail(context, {
      to: request.email,
      language: recipient.language,
      subject: request.subject,
      message: request.message,
      shareUrl,
      expiresOn: expiresAt.slice(0, 10),
      sender: landlord,
      productName: deps.shellConfig.branding().productName,
    }),
  );
  await deps.signing.appendAuditEvent(context.organizationId, contract.id, {
    type: 'sent',
    actor: `${actor} → ${request.email}`,
    sha256,
  });
  return sent;
}
