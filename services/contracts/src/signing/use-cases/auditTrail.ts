import crypto from 'node:crypto';
import { insertRows } from '@immodesk/platform/database/insertRows';
import type { DataSource } from 'typeorm';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { AuditEvent, AuditEventType } from '../domain/signing';
import { ContractAuditEventEntity } from '../entities/ContractAuditEventEntity';

export type AuditEntry = {
  type: AuditEventType;
  actor: string;
  ipAddress?: string | null;
  sha256?: string | null;
  documentId?: string | null;
};

/** Appends one event to a contract's audit trail. There is no update: the trail only grows. */
export async function appendAuditEvent(
  dataSource: DataSource,
  clock: Clock,
  organizationId: string,
  contractId: string,
  entry: AuditEntry,
): Promise<void> {
  await appendAuditEvents(dataSource, clock, organizationId, [{ contractId, entry }]);
}

/** One event on each of many contracts (the rent-roll import's paper signatures), a few hundred per statement. */
export async function appendAuditEvents(
  dataSource: DataSource,
  clock: Clock,
  organizationId: string,
  events: { contractId: string; entry: AuditEntry }[],
): Promise<void> {
  const occurredAt = clock.now();
  const rows = events.map(({ contractId, entry }) => ({
    id: crypto.randomUUID(),
    organizationId,
    contractId,
    type: entry.type,
    actor: entry.actor.slice(0, 500),
    sha256: entry.sha256 ?? null,
    documentId: entry.documentId ?? null,
    ipAddress: entry.ipAddress ?? null,
    occurredAt,
  }));
  await insertRows(dataSource.manager, ContractAuditEventEntity, rows);
}

/** The contract's audit trail, oldest first. */
export async function listAuditEvents(
  dataSource: DataSource,
  organizationId: string,
  contractId: string,
): Promise<AuditEvent[]> {
  const rows = await dataSource
    .getRepository(ContractAuditEventEntity)
    .find({ where: { organizationId, contractId }, order: { occurredAt: 'ASC', id: 'ASC' } });
  return rows.map(({ id, contractId: rowContractId, type, actor, sha256, ipAddress, occurredAt }) => ({
    id,
    contractId: rowContractId,
    type,
    actor,
    sha256,
    ipAddress,
    occurredAt,
  }));
}

/** The final signed PDF as the trail recorded it (hash and document), or null while the contract is not fully signed. */
export async function findSignedOriginal(
  dataSource: DataSource,
  organizationId: string,
  contractId: string,
): Promise<{ sha256: string; documentId: string | null; signedAt: Date } | null> {
  const row = await dataSource
    .getRepository(ContractAuditEventEntity)
    .findOne({ where: { organizationId, contractId, type: 'completed' }, order: { occurredAt: 'DESC' } });
  return row?.sha256 ? { sha256: row.sha256, documentId: row.documentId, signedAt: row.occurredAt } : null;
}

/** Whether the document is the signed original of one of the organization's contracts (e-signed or scanned on paper). */
export async function isSignedOriginalDocument(
  dataSource: DataSource,
  organizationId: string,
  documentId: string,
): Promise<boolean> {
  const count = await dataSource.getRepository(ContractAuditEventEntity).count({
    where: [
      { organizationId, documentId, type: 'completed' },
      { organizationId, documentId, type: 'recorded_on_paper' },
    ],
  });
  return count > 0;
}
