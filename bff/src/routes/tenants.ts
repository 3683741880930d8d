import {
  ZCreateTenantRequest,
  ZCreateTenantResponse,
} from '@immodesk/contracts/tenants/createTenant.contract';
import { ZGetTenantParams, ZGetTenantResponse } from '@immodesk/contracts/tenants/getTenant.contract';
import { ZListTenantsQuery, ZListTenantsResponse } from '@immodesk/contracts/tenants/listTenants.contract';
import {
  ZUpdateTenantRequest,
  ZUpdateTenantResponse,
} from '@immodesk/contracts/tenants/updateTenant.contract';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';
import { createTenant } from '../use-cases/createTenant';
import { deleteTenant } from '../use-cases/deleteTenant';
import { updateTenant } from '../use-cases/updateTenant';
import { saveVoidingSignatures, tenantChange } from '../use-cases/voidChangedLeases';

export function tenantRoutes(
  services: Pick<
    Services,
    'contacts' | 'documents' | 'identity' | 'properties' | 'contracts' | 'signing' | 'messaging'
  >,
) {
  const { contacts } = services;
  return [
    signedIn.get(
      '/api/tenants',
      { query: ZListTenantsQuery, response: ZListTenantsResponse },
      ({ session, query }) => contacts.listTenants(session, query),
    ),
    signedIn.post(
      '/api/tenants',
      { body: ZCreateTenantRequest, response: ZCreateTenantResponse, status: 201 },
      ({ session, body }) => createTenant(services, session, body),
    ),
    signedIn.get(
      '/api/tenants/:id',
      { params: ZGetTenantParams, response: ZGetTenantResponse },
      ({ session, params }) => contacts.getTenant(session, params),
    ),
    signedIn.patch(
      '/api/tenants/:id',
      { params: ZGetTenantParams, body: ZUpdateTenantRequest, response: ZUpdateTenantResponse },
      ({ session, params, body: { confirmVoidSignatures, ...changes } }) =>
        saveVoidingSignatures(
          services,
          session,
          tenantChange(params.id, changes, confirmVoidSignatures === true),
          () => updateTenant(services, session, { id: params.id, changes }),
        ),
    ),
    signedIn.delete('/api/tenants/:id', { params: ZGetTenantParams }, ({ session, params }) =>
      deleteTenant(services, session, params),
    ),
  ];
}
