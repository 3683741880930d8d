import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type {
  TCreateContractRequest,
  TUpdateContractRequest,
} from '@immodesk/contracts/contracts/createContract.contract';
import type { ContractParties, ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { SigningApi } from '@immodesk/contracts-service/signingApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';

export type SaveContractDeps = {
  contracts: Pick<ContractsApi, 'createContract' | 'updateContract' | 'getContract'>;
  properties: Pick<PropertiesApi, 'getProperty'>;
  contacts: Pick<ContactsApi, 'getTenant'>;
  signing: Pick<SigningApi, 'listSignatures'>;
};

/**
 * The parties of a contract, each checked to be the organization's (another organization's property or tenant is
 * a 404 before anything is stored): the property's postal code gives the region, the first tenant's language the
 * language the lease renders in.
 */
async function resolveParties(
  deps: SaveContractDeps,
  context: RequestContext,
  refs: { propertyId: string; tenantIds: string[] },
): Promise<ContractParties> {
  const property = await deps.properties.getProperty(context, refs.propertyId);
  const tenants = await Promise.all(refs.tenantIds.map((id) => deps.contacts.getTenant(context, { id })));
  return { propertyPostalCode: property.postalCode, language: tenants[0]?.language ?? 'nl' };
}

/** POST /api/contracts: a new draft. */
export async function createContract(
  deps: SaveContractDeps,
  context: RequestContext,
  request: TCreateContractRequest,
): Promise<TContract> {
  const parties = await resolveParties(deps, context, request);
  return deps.contracts.createContract(context, { ...request, ...parties });
}

/**
 * PATCH /api/contracts/:id: a changed property or tenant list is checked the same way. A sent contract that one
 * party has already signed is not changed: that signature covers the text as it was (409; send a new draft instead).
 */
export async function updateContract(
  deps: SaveContractDeps,
  context: RequestContext,
  input: { id: string; changes: TUpdateContractRequest },
): Promise<TContract> {
  const { changes } = input;
  const signatures = await deps.signing.listSignatures(context.organizationId, input.id);
  if (signatures.length > 0) throw new AppError('conflict', { messageKey: 'contracts.errors.signedByParty' });
  if (!changes.propertyId && !changes.tenantIds) return deps.contracts.updateContract(context, input);
  const current = await deps.contracts.getContract(context, { id: input.id });
  const parties = await resolveParties(deps, context, {
    propertyId: changes.propertyId ?? current.propertyId,
    tenantIds: changes.tenantIds ?? current.tenantIds,
  });
  return deps.contracts.updateContract(context, {
    id: input.id,
    changes: {
      ...changes,
      ...(changes.propertyId ? { propertyPostalCode: parties.propertyPostalCode } : {}),
      language: parties.language,
    },
  });
}
