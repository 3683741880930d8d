import {
  ZAssignBankStatementLineRequest,
  ZBankStatementLineParams,
  ZBankStatementLineResponse,
  ZListBankStatementLinesQuery,
  ZListBankStatementLinesResponse,
  unassignBankStatementLineEndpoint,
} from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import {
  BANK_STATEMENT_MAX_BYTES,
  ZImportBankStatementResponse,
} from '@immodesk/contracts/bankStatements/importBankStatement.contract';
import { readUpload } from '../http/readUpload';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';
import { importBankStatement } from '../use-cases/importBankStatement';
import { assignBankStatementLine } from '../use-cases/assignBankStatementLine';
import { ignoreBankStatementLine } from '../use-cases/ignoreBankStatementLine';
import { listBankStatementLines } from '../use-cases/listBankStatementLines';
import { unassignBankStatementLine } from '../use-cases/unassignBankStatementLine';

/** API.md "Money": bank statement import and the queue of its lines. */
export function bankStatementRoutes(
  services: Pick<Services, 'statements' | 'contracts' | 'properties' | 'contacts' | 'finance' | 'outbox'>,
) {
  return [
    // multipart/form-data with a `file` part: CODA, CAMT.053 or a bank's CSV export.
    signedIn.post(
      '/api/bank-statements',
      { response: ZImportBankStatementResponse },
      async ({ ctx, session }) => {
        const { file } = await readUpload(ctx, BANK_STATEMENT_MAX_BYTES);
        return importBankStatement(services, session, file.content);
      },
    ),
    signedIn.get(
      '/api/bank-statement-lines',
      { query: ZListBankStatementLinesQuery, response: ZListBankStatementLinesResponse },
      ({ ctx, session, query }) => listBankStatementLines(services, session, query, ctx.state.language),
    ),
    signedIn.post(
      '/api/bank-statement-lines/:id/assign',
      {
        params: ZBankStatementLineParams,
        body: ZAssignBankStatementLineRequest,
        response: ZBankStatementLineResponse,
      },
      ({ ctx, session, params, body }) =>
        assignBankStatementLine(services, session, params.id, body, ctx.state.language),
    ),
    signedIn.post(
      '/api/bank-statement-lines/:id/ignore',
      { params: ZBankStatementLineParams, response: ZBankStatementLineResponse },
      ({ ctx, session, params }) => ignoreBankStatementLine(services, session, params.id, ctx.state.language),
    ),
    // Undo (audited); a reassign is this, then …/assign on another due item.
    signedIn.post(unassignBankStatementLineEndpoint, ({ ctx, session, params }) =>
      unassignBankStatementLine(services, session, params.id, ctx.state.language),
    ),
  ];
}
