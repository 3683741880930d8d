import type { TDocumentUsageResponse } from '@immodesk/contracts/documents/getDocumentUsage.contract';
import type { DocumentsApi } from '@immodesk/documents/documentsApi';
import type { RequestContext } from '@immodesk/platform/context';
import { getDocumentQuotaBytes, type DocumentQuotaDeps } from './getDocumentQuotaBytes';

/** GET /api/documents/usage: the storage the documents take and the plan's quota, for the documents screen. */
export async function getDocumentUsage(
  deps: DocumentQuotaDeps & { documents: Pick<DocumentsApi, 'getDocumentUsage'> },
  context: RequestContext,
): Promise<TDocumentUsageResponse> {
  const [{ usedBytes }, quotaBytes] = await Promise.all([
    deps.documents.getDocumentUsage(context),
    getDocumentQuotaBytes(deps, context),
  ]);
  return { usedBytes, quotaBytes };
}
