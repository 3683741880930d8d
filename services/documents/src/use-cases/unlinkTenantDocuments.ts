import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { documentRepository } from '../repositories/documentRepository';

/** Before a tenant is deleted: the organization's documents of that tenant stay (they may be contracts), unlinked. */
export function unlinkTenantDocuments(
  dataSource: DataSource,
  context: RequestContext,
  ref: { tenantId: string },
): Promise<number> {
  return documentRepository(dataSource).unlinkTenant(context.organizationId, ref.tenantId);
}
