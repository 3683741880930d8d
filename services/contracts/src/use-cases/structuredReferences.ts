import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { ContractStatus } from '../domain/contract';
import { ContractEntity } from '../entities/ContractEntity';

/** Which version of a contract money with its reference is for: the one in force, then the most recent. */
const STATUS_ORDER: Record<ContractStatus, number> = {
  active: 0,
  signed: 1,
  sent: 2,
  draft: 3,
  terminated: 4,
  expired: 5,
};

/**
 * Every contract id of the organization per structured reference (printed form). An amendment shares the reference
 * of the lease it amends, so one reference lists its versions: in force first, then newest version first.
 */
export async function listStructuredReferences(
  dataSource: DataSource,
  context: RequestContext,
): Promise<{ structuredReference: string; contractIds: string[] }[]> {
  const rows = await dataSource.getRepository(ContractEntity).find({
    select: { id: true, structuredReference: true, status: true, version: true },
    where: { organizationId: context.organizationId },
  });
  rows.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || b.version - a.version);
  const byReference = new Map<string, string[]>();
  for (const row of rows)
    byReference.set(row.structuredReference, [...(byReference.get(row.structuredReference) ?? []), row.id]);
  return [...byReference].map(([structuredReference, contractIds]) => ({ structuredReference, contractIds }));
}
