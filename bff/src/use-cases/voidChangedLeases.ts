import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type {
  TContractTemplateTypeParams,
  TPutContractTemplateRequest,
} from '@immodesk/contracts/contracts/contractTemplates.contract';
import type { TUpdatePropertyRequest } from '@immodesk/contracts/properties/property.contract';
import type { TUpdateTenantRequest } from '@immodesk/contracts/tenants/updateTenant.contract';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { SigningApi } from '@immodesk/contracts-service/signingApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { MAX_PAGE_SIZE } from '@immodesk/contracts/common/pagination';
import { contractDocumentModel, type ContractModelDeps } from './contractDocument';

export type LeaseChangeDeps = ContractModelDeps & {
  contracts: ContractModelDeps['contracts'] & Pick<ContractsApi, 'listContracts' | 'withdrawContract'>;
  signing: Pick<SigningApi, 'getFrozenLease' | 'voidSignatures' | 'listSignatures'>;
};

/** Which sent leases a change may touch, and how the lease would read once it is saved. */
export type LeaseChange = {
  /** The sent contracts to compare (their frozen copy against the changed rendering). */
  candidates: (deps: LeaseChangeDeps, context: RequestContext) => Promise<TContract[]>;
  /** The rendering's sources as they will be after the change (a tenant, property or template replaced). */
  after: (deps: ContractModelDeps) => ContractModelDeps;
  /** `confirmVoidSignatures` from the request. */
  isConfirmed: boolean;
  /** A change of the terms themselves: it changes the lease whatever it renders to. */
  changesTerms?: boolean;
};

/** The organization's sent contracts matching a filter (a property, a tenant), every page. */
export async function sentContracts(
  deps: Pick<LeaseChangeDeps, 'contracts'>,
  context: RequestContext,
  filter: { propertyId?: string; tenantId?: string },
): Promise<TContract[]> {
  const found: TContract[] = [];
  for (let page = 1; ; page += 1) {
    const { items } = await deps.contracts.listContracts(context, {
      ...filter,
      status: 'sent',
      page,
      pageSize: MAX_PAGE_SIZE,
    });
    found.push(...items);
    if (items.length < MAX_PAGE_SIZE) return found;
  }
}

/**
 * Issue 26: a change to what a sent lease shows (its template, tenants, property or terms) voids the signatures
 * collected on it. The lease's frozen model is compared with the model rendered from the changed data — exact, and
 * blind to fields the lease does not print. When one differs the landlord is told before anything is saved (409
 * `conflict` with `details.signaturesVoided`); once confirmed, the change is saved, the signatures and the frozen copy
 * are voided (audited `signatures_voided`), the share links stop and the contract is back to draft for a new send.
 */
export async function saveVoidingSignatures<T>(
  deps: LeaseChangeDeps,
  context: RequestContext,
  change: LeaseChange,
  save: () => Promise<T>,
): Promise<T> {
  const changed: { contract: TContract; signatures: number }[] = [];
  for (const contract of await change.candidates(deps, context)) {
    const frozen = await deps.signing.getFrozenLease(context.organizationId, contract.id);
    if (!frozen) continue;
    if (!change.changesTerms) {
      const { model } = await contractDocumentModel(change.after(deps), context, contract.id);
      if (JSON.stringify(model) === JSON.stringify(frozen.model)) continue;
    }
    const signatures = await deps.signing.listSignatures(context.organizationId, contract.id);
    changed.push({ contract, signatures: signatures.length });
  }
  if (changed.length > 0 && !change.isConfirmed)
    throw new AppError('conflict', {
      messageKey: 'errors.contractSigning.changeVoidsSignatures',
      details: {
        signaturesVoided: changed.map(({ contract, signatures }) => ({
          contractId: contract.id,
          contractNumber: contract.contractNumber,
          signatures,
        })),
      },
    });
  const saved = await save();
  if (changed.length === 0) return saved;
  const user = await deps.identity.getCurrentUser(context);
  const actor = `${[user.firstName, user.lastName ?? ''].join(' ').trim()} <${user.email}>`;
  for (const { contract } of changed) {
    await deps.signing.voidSignatures(context, {
      contractId: contract.id,
      actor,
      type: 'signatures_voided',
    });
    await deps.contracts.withdrawContract(context, { id: contract.id });
  }
  return saved;
}

/** PATCH /api/tenants/:id: the sent leases of the tenant, rendered with the tenant as changed. */
export function tenantChange(id: string, changes: TUpdateTenantRequest, isConfirmed: boolean): LeaseChange {
  return {
    candidates: (deps, context) => sentContracts(deps, context, { tenantId: id }),
    after: (sources) => ({
      ...sources,
      contacts: {
        getTenant: async (context, params) => {
          const tenant = await sources.contacts.getTenant(context, params);
          return params.id === id ? { ...tenant, ...changes } : tenant;
        },
      },
    }),
    isConfirmed,
  };
}

/** PATCH /api/properties/:id: the sent leases of the property, rendered with the property as changed. */
export function propertyChange(
  idOrUrlCode: string,
  changes: TUpdatePropertyRequest,
  isConfirmed: boolean,
): LeaseChange {
  let propertyId = '';
  return {
    candidates: async (deps, context) => {
      propertyId = (await deps.properties.getProperty(context, idOrUrlCode)).id;
      return sentContracts(deps, context, { propertyId });
    },
    after: (sources) => ({
      ...sources,
      properties: {
        ...sources.properties,
        getProperty: async (context, ref) => {
          const property = await sources.properties.getProperty(context, ref);
          return property.id === propertyId ? { ...property, ...changes } : property;
        },
      },
    }),
    isConfirmed,
  };
}

/** PUT /api/contract-templates/:type: the sent leases of that type, rendered with the new text of their slot. */
export function templateChange(
  input: TPutContractTemplateRequest & TContractTemplateTypeParams,
  isConfirmed: boolean,
): LeaseChange {
  return {
    candidates: async (deps, context) =>
      (await sentContracts(deps, context, {})).filter((contract) => contract.type === input.type),
    after: (sources) => ({
      ...sources,
      contracts: {
        ...sources.contracts,
        resolveContractTemplate: (context, slot) =>
          slot.type === input.type &&
          slot.language === input.language &&
          (input.region === null || slot.region === input.region)
            ? Promise.resolve(input.content)
            : sources.contracts.resolveContractTemplate(context, slot),
      },
    }),
    isConfirmed,
  };
}
