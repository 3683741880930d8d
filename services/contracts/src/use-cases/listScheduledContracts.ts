import type { DataSource } from 'typeorm';
import type { PaymentFrequency } from '../domain/contract';
import { contractRepository } from '../repositories/contractRepository';

/**
 * What the rent schedule needs of a lease that will owe rent (signed, not started yet), owes it (active) or owed it
 * (expired, terminated).
 */
export type ScheduledContract = {
  organizationId: string;
  contractId: string;
  propertyId: string;
  /** The first tenant (the one due items name). */
  tenantId: string | null;
  status: 'signed' | 'active' | 'expired' | 'terminated';
  startsOn: string;
  endsOn: string;
  terminationDate: string | null;
  rentCents: number;
  chargesCents: number;
  paymentFrequency: PaymentFrequency;
  rentDueDay: number;
};

/** A DATE read raw: a string on SQLite and with mysql2's dateStrings, a Date otherwise. */
function dateOnly(value: string | Date): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);
}

/**
 * Every organization's leases that will owe, owe or owed rent, for the rent schedule job (one query); with `only`,
 * just those of one organization's contracts (a lease that was just signed, started or ended). A signed lease that
 * has not started is there so that its first item (and rent request) comes by the rent-request lead time, like any
 * other period's: the schedule's horizon decides when, not the lease's status.
 */
export async function listScheduledContracts(
  dataSource: DataSource,
  only?: { organizationId: string; ids: readonly string[] },
): Promise<ScheduledContract[]> {
  const rows = await contractRepository(dataSource).scheduleTermsWithStatus(
    ['signed', 'active', 'expired', 'terminated'],
    only,
  );
  return rows.map((row) => ({
    organizationId: row.organizationId,
    contractId: row.contractId,
    propertyId: row.propertyId,
    tenantId: row.tenantId ?? null,
    status: row.status as ScheduledContract['status'],
    startsOn: dateOnly(row.startsOn),
    endsOn: dateOnly(row.endsOn),
    terminationDate: row.terminationDate === null ? null : dateOnly(row.terminationDate),
    rentCents: Number(row.rentCents),
    chargesCents: Number(row.chargesCents),
    paymentFrequency: row.paymentFrequency,
    rentDueDay: Number(row.rentDueDay),
  }));
}
