import {
  contractAccountPdfEndpoint,
  getContractAccountEndpoint,
  getTenantAccountEndpoint,
  mailContractAccountEndpoint,
  mailTenantAccountEndpoint,
  tenantAccountPdfEndpoint,
} from '@immodesk/contracts/rentPayments/account.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { Readable } from 'node:stream';
import type { AppContext } from '../http/appContext';
import { sendFile } from '../http/sendFile';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';
import { perUser } from '../middleware/rateLimit';
import { mailAccountStatement } from '../use-cases/mailAccountStatement';
import { accountStatementPdf, getAccount, type AccountScope } from '../use-cases/tenantAccount';

const HOUR_MS = 60 * 60_000;

/** API.md third round: a tenant's and a lease's account, its statement as PDF, and the statement mailed to the tenant. */
export function tenantAccountRoutes(
  services: Pick<
    Services,
    | 'finance'
    | 'contracts'
    | 'contacts'
    | 'properties'
    | 'identity'
    | 'pdf'
    | 'documentFiles'
    | 'mailer'
    | 'clock'
  >,
) {
  const pdf = async (ctx: AppContext, context: RequestContext, scope: AccountScope) => {
    const { content, fileName } = await accountStatementPdf(services, context, scope);
    sendFile(ctx, {
      stream: Readable.from([content]),
      mimeType: 'application/pdf',
      sizeBytes: content.length,
      fileName,
      cacheControl: 'private, no-store',
    });
  };
  return [
    signedIn.get(getTenantAccountEndpoint, ({ ctx, session, params }) =>
      getAccount(services, session, { tenantId: params.id }, ctx.state.language),
    ),
    signedIn.get(getContractAccountEndpoint, ({ ctx, session, params }) =>
      getAccount(services, session, { contractId: params.id }, ctx.state.language),
    ),
    signedIn.get(tenantAccountPdfEndpoint, ({ ctx, session, params }) =>
      pdf(ctx, session, { tenantId: params.id }),
    ),
    signedIn.get(contractAccountPdfEndpoint, ({ ctx, session, params }) =>
      pdf(ctx, session, { contractId: params.id }),
    ),
    signedIn.post(
      {
        ...mailTenantAccountEndpoint,
        // One tenant gets at most 5 statements an hour (a double click, not a flood); a user sends 30 per 15 minutes.
        rateLimit: ({ session, params }) => [
          perUser('account-statement-mail', session.userId, 30, 15),
          { key: `account-statement-mail:tenant:${params.id}`, limit: 5, windowMs: HOUR_MS },
        ],
      },
      ({ session, params }) => mailAccountStatement(services, session, { tenantId: params.id }),
    ),
    signedIn.post(
      {
        ...mailContractAccountEndpoint,
        rateLimit: ({ session, params }) => [
          perUser('account-statement-mail', session.userId, 30, 15),
          { key: `account-statement-mail:contract:${params.id}`, limit: 5, windowMs: HOUR_MS },
        ],
      },
      ({ session, params }) => mailAccountStatement(services, session, { contractId: params.id }),
    ),
  ];
}
