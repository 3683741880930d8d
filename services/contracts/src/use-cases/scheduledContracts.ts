import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Contract, PaymentFrequency } from '../domain/contract';
import { contractRepository } from '../repositories/contractRepository';
import { toContract } from './toContract';

/** What the rent schedule needs of a lease that owes rent (active) or owed it (expired, terminated). */
export type ScheduledContract = {
  organizationId: string;
  contractId: string;
  propertyId: string;
  /** The first tenant (the one due items name). */
  tenantId: string | null;
  status: 'active' | 'expired' | 'terminated';
  startsOn: string;
  endsOn: string;
  terminationDate: string | null;
  rentCents: number;
  chargesCents: number;
  paymentFrequency: PaymentFrequency;
  rentDueDay: number;
};

/** Every organization's leases that owe or owed rent, for the rent schedule job (one query, tenants in chunks). */
export async function listScheduledContracts(dataSource: DataSource): Promise<ScheduledContract[]> {
  const stored = await contractRepository(dataSource).findAllWithStatus(['active', 'expired', 'terminated']);
  return stored.map(({ row, tenantIds }) => ({
    organizationId: row.organizationId,
    contractId: row.id,
    propertyId: row.propertyId,
    tenantId: tenantIds[0] ?? null,
    status: row.status as ScheduledContract['status'],
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    terminationDate: row.terminationDate,
    rentCents: row.rentCents,
    chargesCents: row.chargesCents,
    paymentFrequency: row.paymentFrequency,
    rentDueDay: row.rentDueDay,
  }));
}

/** The organization's contracts among `ids`, in one query (the payments list names their numbers and tenants). */
export async function getContractsByIds(dataSource: DataSource, context: RequestContext, ids: readonly string[]): Promise<Contract[]> {
  return (await contractRepository(dataSource).findByIds(context.organizationId, [...new Set(ids)])).map(toContract);
}
