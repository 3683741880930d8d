import {
  ZGetOrganizationBrandingResponse,
  ZPutOrganizationBrandingRequest,
} from '@immodesk/contracts/organization/organizationBranding.contract';
import { signedIn } from '../http/routeShorthands';
import { limitPerUser } from '../middleware/rateLimit';
import type { Services } from '../composition';

/** Enterprise white-label: the organization's own name, logo, colours and support address over the deployment's. */
export function organizationRoutes({ organizationBranding }: Pick<Services, 'organizationBranding'>) {
  return [
    signedIn.get(
      '/api/organization/branding',
      { response: ZGetOrganizationBrandingResponse, noStore: true },
      ({ session }) => organizationBranding.get(session),
    ),
    signedIn.put(
      '/api/organization/branding',
      {
        body: ZPutOrganizationBrandingRequest,
        response: ZGetOrganizationBrandingResponse,
        rateLimit: limitPerUser('organization-branding', 60, 15),
      },
      ({ session, body }) => organizationBranding.put(session, body),
    ),
    signedIn.delete('/api/organization/branding', {}, ({ session }) => organizationBranding.remove(session)),
  ];
}
