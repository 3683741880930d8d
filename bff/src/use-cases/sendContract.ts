import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TSendContractRequest } from '@immodesk/contracts/contracts/signing/sendContract.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { ContractSigningDeps } from './contractSigningDeps';
import { contractTenants, landlordOf } from './findContractParties';
import { shareContract } from './shareContract';

/**
 * POST /api/contracts/:id/send: moves the contract to `sent` (core refuses an illegal move with 409), makes a
 * share link and mails it with the landlord's subject and message, in the language of the tenant the address
 * belongs to. A contract without any tenant e-mail cannot be sent (SPEC.md §8); an address that is not one of its
 * tenants' is refused (400).
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
  const sent = await deps.contracts.markSent(context, { id: contract.id });
  const { shareUrl, expiresAt } = await shareContract(deps, context, contract.id);
  const landlord = await landlordOf(deps, context);
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
    actor: `${landlord.name} <${landlord.email}> → ${request.email}`,
  });
  return sent;
}
