import { ZDeleteAccountRequest } from '@immodesk/contracts/user/deleteAccount.contract';
import { contactInquiryStore } from '@immodesk/platform/contact/contactInquiryStore';
import { clientInfo } from '../http/clientInfo';
import { signedIn } from '../http/routeShorthands';
import { sendFile } from '../http/sendFile';
import { clearSessionCookie } from '../middleware/sessionCookie';
import { deleteAccount, type DeleteAccountDeps } from '../use-cases/deleteAccount';
import { exportOrganization, type ExportOrganizationDeps } from '../use-cases/exportOrganization';
import type { Services } from '../composition';

export type AccountRouteServices = Omit<DeleteAccountDeps & ExportOrganizationDeps, 'contactInquiries'> &
  Pick<Services, 'dataSource'>;

/** Data export and account deletion (settings → account). */
export function accountRoutes(services: AccountRouteServices) {
  const deps = { ...services, contactInquiries: contactInquiryStore(services.dataSource) };
  return [
    // A ZIP streamed as it is built: no Content-Length, so the response is chunked (the UI shows bytes received).
    signedIn.get('/api/user/export', {}, async ({ ctx, session }) => {
      const { fileName, archive } = await exportOrganization(deps, session, ctx.state.logger);
      sendFile(ctx, {
        stream: archive,
        mimeType: 'application/zip',
        fileName,
        cacheControl: 'private, no-store',
      });
    }),
    signedIn.delete('/api/user', { body: ZDeleteAccountRequest }, async ({ ctx, session, body }) => {
      await deleteAccount(deps, session, body, clientInfo(ctx));
      clearSessionCookie(ctx);
    }),
  ];
}
