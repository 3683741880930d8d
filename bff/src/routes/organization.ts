import { ZGetOrganizationBrandingResponse, ZPutOrganizationBrandingRequest } from '@immodesk/contracts/organization/organizationBranding.contract';
import { defineRoute } from '../http/defineRoute';
import { perUser } from '../middleware/rateLimit';
import type { Services } from '../composition';

/** Enterprise white-label: the organization's own name, logo, colours and support address over the deployment's. */
export function organizationRoutes(services: Pick<Services, 'organizationBranding'>) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/organization/branding',
      auth: true,
      response: ZGetOrganizationBrandingResponse,
      handler: async ({ ctx, session }) => {
        ctx.set('Cache-Control', 'no-store');
        return services.organizationBranding.get(session);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/api/organization/branding',
      auth: true,
      input: { body: ZPutOrganizationBrandingRequest },
      response: ZGetOrganizationBrandingResponse,
      rateLimit: ({ session }) => [perUser('organization-branding', session.userId, 60, 15)],
      handler: ({ session, body }) => services.organizationBranding.put(session, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/organization/branding',
      auth: true,
      handler: ({ session }) => services.organizationBranding.remove(session),
    }),
  ];
}
