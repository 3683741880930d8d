import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type {
  TCreateContractRequest,
  TUpdateContractRequest,
} from '@immodesk/contracts/contracts/createContract.contract';
import type { ContractParties, ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import { saveVoidingSignatures, type LeaseChangeDeps } from './voidChangedLeases';

export type SaveContractDeps = {
  contracts: Pick<ContractsApi, 'createContract' | 'updateContract' | 'getContract'>;
  properties: Pick<PropertiesApi, 'getProperty'>;
  contacts: Pick<ContactsApi, 'getTenant'>;
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
  return partiesOf(property, tenants);
}

function partiesOf(property: { postalCode: string }, tenants: { language: TLanguage }[]): ContractParties {
  return { propertyPostalCode: property.postalCode, language: tenants[0]?.language ?? 'nl' };
}

export type CreateContractsDeps = {
  contracts: Pick<ContractsApi, 'createContracts'>;
  properties: Pick<PropertiesApi, 'getPropertyAddresses'>;
  contacts: Pick<ContactsApi, 'getTenantsByIds'>;
};

/**
 * Many new drafts at once (the rent-roll import): the parties of all of them are read in two calls (each one the
 * organization's, a 404 otherwise), then created together by the contracts service.
 */
export async function createContracts(
  deps: CreateContractsDeps,
  context: RequestContext,
  requests: TCreateContractRequest[],
): Promise<TContract[]> {
  if (requests.length === 0) return [];
  const [properties, tenants] = await Promise.all([
    deps.properties.getPropertyAddresses(context, [
      ...new Set(requests.map((request) => request.propertyId)),
    ]),
    deps.contacts.getTenantsByIds(context, [...new Set(requests.flatMap((request) => request.tenantIds))]),
  ]);
  const propertyById = new Map(properties.map((property) => [property.id, property]));
  const tenantById = new Map(tenants.map((tenant) => [tenant.id, tenant]));
  const bodies = requests.map((request) => {
    const property = propertyById.get(request.propertyId);
    if (!property) throw AppError.notFound('property');
    const parties = request.tenantIds.map((id) => {
      const tenant = tenantById.get(id);
      if (!tenant) throw AppError.notFound('tenant');
      return tenant;
    });
    return { ...request, ...partiesOf(property, parties) };
  });
  return deps.contracts.createContracts(context, bodies);
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
 * PATCH /api/contracts/:id: a changed property or tenant list is checked the same way. Changing a sent lease voids
 * the signatures given on it and takes it back to draft for a new send (issue 26): the landlord confirms it first
 * (409 with `details.signaturesVoided` until the request carries `confirmVoidSignatures: true`).
 */
export async function updateContract(
  deps: SaveContractDeps & LeaseChangeDeps,
  context: RequestContext,
  input: { id: string; changes: TUpdateContractRequest },
): Promise<TContract> {
  const { confirmVoidSignatures, ...changes } = input.changes;
  const current = await deps.contracts.getContract(context, { id: input.id });
  return saveVoidingSignatures(
    deps,
    context,
    {
      candidates: async () => (current.status === 'sent' ? [current] : []),
      after: (sources) => sources,
      isConfirmed: confirmVoidSignatures === true,
      changesTerms: Object.keys(changes).length > 0,
    },
    () => saveChanges(deps, context, { id: input.id, changes }, current),
  );
}

async function saveChanges(
  deps: SaveContractDeps,
  context: RequestContext,
  input: { id: string; changes: TUpdateContractRequest },
  current: TContract,
): Promise<TContract> {
  const { changes } = input;
  if (!changes.propertyId && !changes.tenantIds) return deps.contracts.updateContract(context, input);
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
