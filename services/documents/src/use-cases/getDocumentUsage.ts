import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { documentRepository } from '../repositories/documentRepository';

/** The bytes the organization's stored documents take (task attachments included), what the quota counts. */
export async function getDocumentUsage(
  dataSource: DataSource,
  context: RequestContext,
): Promise<{ usedBytes: number }> {
  return { usedBytes: await documentRepository(dataSource).sumSizeBytes(context.organizationId) };
}
