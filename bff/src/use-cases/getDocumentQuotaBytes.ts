import { DOCUMENT_QUOTA_BYTES } from '@immodesk/contracts/documents/getDocumentUsage.contract';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { RequestContext } from '@immodesk/platform/context';

export type DocumentQuotaDeps = { identity: Pick<IdentityApi, 'getOrganizationPlan'> };

/** The organization's document storage quota from its plan (null: unlimited). */
export async function getDocumentQuotaBytes(
  deps: DocumentQuotaDeps,
  context: RequestContext,
): Promise<number | null> {
  const { planType } = await deps.identity.getOrganizationPlan(context);
  return DOCUMENT_QUOTA_BYTES[planType];
}
