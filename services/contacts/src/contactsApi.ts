import type { DataSource } from 'typeorm';
import type {
  TGetContractorParams,
  TGetContractorResponse,
} from '@immodesk/contracts/contractors/getContractor.contract';
import type {
  TCreateContractorRequest,
  TCreateContractorResponse,
} from '@immodesk/contracts/contractors/createContractor.contract';
import type {
  TUpdateContractorRequest,
  TUpdateContractorResponse,
} from '@immodesk/contracts/contractors/updateContractor.contract';
import type {
  TListContractorsQuery,
  TListContractorsResponse,
} from '@immodesk/contracts/contractors/listContractors.contract';
import type {
  TCreateTenantRequest,
  TCreateTenantResponse,
} from '@immodesk/contracts/tenants/createTenant.contract';
import type { TGetTenantParams, TGetTenantResponse } from '@immodesk/contracts/tenants/getTenant.contract';
import type {
  TListTenantsQuery,
  TListTenantsResponse,
  TTenant,
} from '@immodesk/contracts/tenants/listTenants.contract';
import type {
  TUpdateTenantRequest,
  TUpdateTenantResponse,
} from '@immodesk/contracts/tenants/updateTenant.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { systemClock, type Clock } from '@immodesk/platform/ports/clock';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import { createHttpServiceClient } from '@immodesk/platform/rpc/httpServiceClient';
import type { TenantPlanLimit } from './domain/tenant';
import { countActiveTenants } from './use-cases/countActiveTenants';
import { createContractor } from './use-cases/createContractor';
import { createTenant, type IdentityField } from './use-cases/createTenant';
import { createTenants } from './use-cases/createTenants';
import { deleteContractor } from './use-cases/deleteContractor';
import { deleteTenant } from './use-cases/deleteTenant';
import { getContractor } from './use-cases/getContractor';
import { getTenant } from './use-cases/getTenant';
import { listContractors } from './use-cases/listContractors';
import { listTenants } from './use-cases/listTenants';
import { getTenantsByIds } from './use-cases/tenantsByIds';
import { deleteOrganizationData, exportOrganizationData } from './use-cases/organizationData';
import { updateContractor } from './use-cases/updateContractor';
import { updateTenant } from './use-cases/updateTenant';
import { unlinkTenantsFromProperty } from './use-cases/unlinkTenantsFromProperty';

export { contactsDatabaseModule } from './contactsDatabaseModule';

/** A new tenant; the identity a lease needs (issue 31) may come later, so those fields may be left out. */
export type NewTenantRequest = Omit<TCreateTenantRequest, IdentityField> &
  Partial<Pick<TCreateTenantRequest, IdentityField>>;

/**
 * The contacts service (tenants and contractors) as the BFF uses it, in-process or over HTTP. The service's edge:
 * only here do the HTTP contracts appear. The use cases take and return the service's own types (domain/), and
 * the implementation below is checked against these contract types, so a contract change fails to compile here
 * rather than in storage code.
 */
export type ContactsApi = {
  listTenants(context: RequestContext, query: TListTenantsQuery): Promise<TListTenantsResponse>;
  getTenant(context: RequestContext, params: TGetTenantParams): Promise<TGetTenantResponse>;
  /** The organization's tenants among `ids`, in one call (others' and unknown ids are left out). */
  getTenantsByIds(context: RequestContext, ids: string[]): Promise<TTenant[]>;
  /** `planMaxTenants`: the plan's maxTenants, which the caller looks up (identity owns plans). */
  createTenant(
    context: RequestContext,
    input: NewTenantRequest & TenantPlanLimit,
  ): Promise<TCreateTenantResponse>;
  /** Many new tenants at once, all or none (the rent-roll import): the rules of `createTenant`, the plan checked once. */
  createTenants(
    context: RequestContext,
    input: { tenants: TCreateTenantRequest[] } & TenantPlanLimit,
  ): Promise<TCreateTenantResponse[]>;
  updateTenant(
    context: RequestContext,
    input: { id: string; changes: TUpdateTenantRequest } & TenantPlanLimit,
  ): Promise<TUpdateTenantResponse>;
  deleteTenant(context: RequestContext, params: TGetTenantParams): Promise<void>;
  countActiveTenants(context: RequestContext): Promise<number>;
  /** A property is being deleted: its tenants stay, without the link to it. Answers how many were linked. */
  unlinkTenantsFromProperty(context: RequestContext, ref: { propertyId: string }): Promise<number>;
  /** `contractorIds`: only these (the BFF turns the `propertyId` filter into the contractors of the property's tasks). */
  listContractors(
    context: RequestContext,
    query: Omit<TListContractorsQuery, 'propertyId'> & { contractorIds?: string[] },
  ): Promise<TListContractorsResponse>;
  getContractor(context: RequestContext, params: TGetContractorParams): Promise<TGetContractorResponse>;
  createContractor(
    context: RequestContext,
    input: TCreateContractorRequest,
  ): Promise<TCreateContractorResponse>;
  updateContractor(
    context: RequestContext,
    input: { id: string; changes: TUpdateContractorRequest },
  ): Promise<TUpdateContractorResponse>;
  deleteContractor(context: RequestContext, params: TGetContractorParams): Promise<void>;
  exportOrganizationData(context: RequestContext): Promise<OrganizationExport>;
  deleteOrganizationData(context: RequestContext): Promise<void>;
};

const METHODS = [
  'listTenants',
  'getTenant',
  'getTenantsByIds',
  'createTenant',
  'createTenants',
  'updateTenant',
  'deleteTenant',
  'countActiveTenants',
  'unlinkTenantsFromProperty',
  'listContractors',
  'getContractor',
  'createContractor',
  'updateContractor',
  'deleteContractor',
  'exportOrganizationData',
  'deleteOrganizationData',
] as const satisfies readonly (keyof ContactsApi)[];

export function createInProcessContactsApi(dataSource: DataSource, clock: Clock = systemClock): ContactsApi {
  return {
    listTenants: (context, query) => listTenants(dataSource, context, query),
    getTenant: (context, params) => getTenant(dataSource, context, params),
    getTenantsByIds: (context, ids) => getTenantsByIds(dataSource, context, ids),
    createTenant: (context, input) => createTenant(dataSource, clock, context, input),
    createTenants: (context, input) => createTenants(dataSource, clock, context, input),
    updateTenant: (context, input) => updateTenant(dataSource, clock, context, input),
    deleteTenant: (context, params) => deleteTenant(dataSource, context, params),
    countActiveTenants: (context) => countActiveTenants(dataSource, context),
    unlinkTenantsFromProperty: (context, ref) => unlinkTenantsFromProperty(dataSource, clock, context, ref),
    listContractors: (context, { contractorIds, ...query }) =>
      listContractors(dataSource, context, { ...query, ids: contractorIds }),
    getContractor: (context, params) => getContractor(dataSource, context, params),
    createContractor: (context, input) => createContractor(dataSource, clock, context, input),
    updateContractor: (context, input) => updateContractor(dataSource, clock, context, input),
    deleteContractor: (context, params) => deleteContractor(dataSource, context, params),
    exportOrganizationData: (context) => exportOrganizationData(dataSource, context),
    deleteOrganizationData: (context) => deleteOrganizationData(dataSource, context),
  };
}

export function createHttpContactsApi(options: { baseUrl: string; token: string }): ContactsApi {
  return createHttpServiceClient<ContactsApi>(METHODS, options);
}
