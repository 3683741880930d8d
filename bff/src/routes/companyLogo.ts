import {
  COMPANY_LOGO_FILE_PATH,
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_PATH,
  ZCompanyLogoResponse,
  ZGetCompanyLogoFileQuery,
} from '@immodesk/contracts/billing/companyLogo.contract';
import { readUpload } from '../http/readUpload';
import { signedIn } from '../http/routeShorthands';
import { sendOwnImage } from '../http/sendFile';
import { limitPerUser } from '../middleware/rateLimit';
import type { Services } from '../composition';

/** Settings → company logo (SPEC.md §5, §6): an image of at most 5 MB, Professional and Enterprise only. */
export function companyLogoRoutes({ identity }: Pick<Services, 'identity'>) {
  return [
    signedIn.get(COMPANY_LOGO_PATH, { response: ZCompanyLogoResponse }, ({ session }) =>
      identity.getCompanyLogo(session),
    ),
    // multipart/form-data `file`: JPEG, PNG or WebP (by content).
    signedIn.post(
      COMPANY_LOGO_PATH,
      {
        response: ZCompanyLogoResponse,
        rateLimit: limitPerUser('company-logo', 30, 15),
      },
      async ({ ctx, session }) =>
        identity.setCompanyLogo(session, (await readUpload(ctx, COMPANY_LOGO_MAX_BYTES)).file.content),
    ),
    signedIn.delete(COMPANY_LOGO_PATH, { response: ZCompanyLogoResponse }, ({ session }) =>
      identity.removeCompanyLogo(session),
    ),
    // Always the signed-in organization's own logo: no id in the path.
    signedIn.get(COMPANY_LOGO_FILE_PATH, { query: ZGetCompanyLogoFileQuery }, async ({ ctx, session }) =>
      sendOwnImage(ctx, await identity.getCompanyLogoFile(session)),
    ),
  ];
}
