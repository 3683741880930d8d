import {
  BANK_STATEMENT_MAX_BYTES,
  type TImportBankStatementResponse,
} from '@immodesk/contracts/bankStatements/importBankStatement.contract';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { StatementsApi } from '@immodesk/finance/statementsApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { contentSize, openContent, type FileContent } from '@immodesk/platform/ports/storage/fileContent';
import { cancelSettledReminders, type CancelSettledRemindersDeps } from './cancelSettledReminders';

export type ImportBankStatementDeps = CancelSettledRemindersDeps & {
  contracts: Pick<ContractsApi, 'listStructuredReferences'>;
  statements: Pick<StatementsApi, 'importStatement'>;
};

async function readAll(content: FileContent): Promise<Buffer> {
  if (Buffer.isBuffer(content)) return content;
  const chunks: Buffer[] = [];
  for await (const chunk of openContent(content))
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * POST /api/bank-statements: the organization's contracts by structured reference (contracts service), then the
 * statement read, stored and matched by the finance service (which allocates the matched money itself); reminders
 * still queued for the items it paid are cancelled.
 */
export async function importBankStatement(
  deps: ImportBankStatementDeps,
  context: RequestContext,
  content: FileContent,
): Promise<TImportBankStatementResponse> {
  if (contentSize(content) > BANK_STATEMENT_MAX_BYTES) {
    throw new AppError('file_too_large', {
      messageKey: 'errors.bankStatementTooLarge',
      params: { maximumMb: BANK_STATEMENT_MAX_BYTES / 1024 / 1024 },
    });
  }
  const [file, references] = await Promise.all([
    readAll(content),
    deps.contracts.listStructuredReferences(context),
  ]);
  const contractsByReference = new Map(
    references.map(({ structuredReference, contractIds }) => [structuredReference, contractIds]),
  );
  const { settledDueItemIds, ...summary } = await deps.statements.importStatement(context, {
    file,
    contractsByReference,
  });
  await cancelSettledReminders(deps, context, settledDueItemIds);
  return summary;
}
