import { ZCreateTenantRequest, ZCreateTenantResponse } from '@immodesk/contracts/tenants/createTenant.contract';
import { ZGetTenantParams, ZGetTenantResponse } from '@immodesk/contracts/tenants/getTenant.contract';
import { ZListTenantsQuery, ZListTenantsResponse } from '@immodesk/contracts/tenants/listTenants.contract';
import { defineRoute } from '../http/defineRoute';
import type { Services } from '../composition';

export function tenantRoutes(services: Services) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/tenants',
      auth: true,
      input: { query: ZListTenantsQuery },
      response: ZListTenantsResponse,
      handler: ({ session, query }) => services.contacts.listTenants(session, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/tenants',
      auth: true,
      input: { body: ZCreateTenantRequest },
      response: ZCreateTenantResponse,
      status: 201,
      handler: ({ session, body }) => services.contacts.createTenant(session, body),
    }),
    defineRoute({
      method: 'get',
      path: '/api/tenants/:id',
      auth: true,
      input: { params: ZGetTenantParams },
      response: ZGetTenantResponse,
      handler: ({ session, params }) => services.contacts.getTenant(session, params),
    }),
  ];
}
