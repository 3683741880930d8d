import { ZCreateTenantRequest, ZCreateTenantResponse } from '@immodesk/contracts/tenants/createTenant.contract';
import { ZGetTenantParams, ZGetTenantResponse } from '@immodesk/contracts/tenants/getTenant.contract';
import { ZListTenantsQuery, ZListTenantsResponse } from '@immodesk/contracts/tenants/listTenants.contract';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';

export function tenantRoutes({ contacts }: Pick<Services, 'contacts'>) {
  return [
    signedIn.get('/api/tenants', { query: ZListTenantsQuery, response: ZListTenantsResponse }, ({ session, query }) => contacts.listTenants(session, query)),
    signedIn.post('/api/tenants', { body: ZCreateTenantRequest, response: ZCreateTenantResponse, status: 201 }, ({ session, body }) =>
      contacts.createTenant(session, body),
    ),
    signedIn.get('/api/tenants/:id', { params: ZGetTenantParams, response: ZGetTenantResponse }, ({ session, params }) => contacts.getTenant(session, params)),
  ];
}
