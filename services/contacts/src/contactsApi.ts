import type { DataSource } from 'typeorm';
import type { TGetContractorParams, TGetContractorResponse } from '@immodesk/contracts/contractors/getContractor.contract';
import type { TCreateContractorRequest, TCreateContractorResponse } from '@immodesk/contracts/contractors/createContractor.contract';
import type { TListContractorsQuery, TListContractorsResponse } from '@immodesk/contracts/contractors/listContractors.contract';
import type { TCreateTenantRequest, TCreateTenantResponse } from '@immodesk/contracts/tenants/createTenant.contract';
import type { TGetTenantParams, TGetTenantResponse } from '@immodesk/contracts/tenants/getTenant.contract';
import type { TListTenantsQuery, TListTenantsResponse } from '@immodesk/contracts/tenants/listTenants.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { systemClock, type Clock } from '@immodesk/platform/ports/clock';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import { createHttpServiceClient } from '@immodesk/platform/rpc/httpServiceClient';
import { countActiveTenants } from './use-cases/countActiveTenants';
import { createContractor } from './use-cases/createContractor';
import { createTenant } from './use-cases/createTenant';
import { getContractor } from './use-cases/getContractor';
import { getTenant } from './use-cases/getTenant';
import { listContractors } from './use-cases/listContractors';
import { listTenants } from './use-cases/listTenants';
import { deleteOrganizationData, exportOrganizationData } from './use-cases/organizationData';

/**
 * The contacts service (tenants and contractors) as the BFF uses it, in-process or over HTTP. The service's edge:
 * only here do the HTTP contracts appear. The use cases take and return the service's own types (domain/), and
 * the implementation below is checked against these contract types, so a contract change fails to compile here
 * rather than in storage code.
 */
export type ContactsApi = {
  listTenants(context: RequestContext, query: TListTenantsQuery): Promise<TListTenantsResponse>;
  getTenant(context: RequestContext, params: TGetTenantParams): Promise<TGetTenantResponse>;
  createTenant(context: RequestContext, input: TCreateTenantRequest): Promise<TCreateTenantResponse>;
  countActiveTenants(context: RequestContext): Promise<number>;
  listContractors(context: RequestContext, query: TListContractorsQuery): Promise<TListContractorsResponse>;
  getContractor(context: RequestContext, params: TGetContractorParams): Promise<TGetContractorResponse>;
  createContractor(context: RequestContext, input: TCreateContractorRequest): Promise<TCreateContractorResponse>;
  exportOrganizationData(context: RequestContext): Promise<OrganizationExport>;
  deleteOrganizationData(context: RequestContext): Promise<void>;
};

const METHODS = ['listTenants', 'getTenant', 'createTenant', 'countActiveTenants', 'listContractors', 'getContractor', 'createContractor', 'exportOrganizationData', 'deleteOrganizationData'] as const satisfies readonly (keyof ContactsApi)[];

export function createInProcessContactsApi(dataSource: DataSource, clock: Clock = systemClock): ContactsApi {
  return {
    listTenants: (context, query) => listTenants(dataSource, context, query),
    getTenant: (context, params) => getTenant(dataSource, context, params),
    createTenant: (context, input) => createTenant(dataSource, clock, context, input),
    countActiveTenants: (context) => countActiveTenants(dataSource, context),
    listContractors: (context, query) => listContractors(dataSource, context, query),
    getContractor: (context, params) => getContractor(dataSource, context, params),
    createContractor: (context, input) => createContractor(dataSource, clock, context, input),
    exportOrganizationData: (context) => exportOrganizationData(dataSource, context),
    deleteOrganizationData: (context) => deleteOrganizationData(dataSource, context),
  };
}

export function createHttpContactsApi(options: { baseUrl: string; token: string }): ContactsApi {
  return createHttpServiceClient<ContactsApi>(METHODS, options);
}
