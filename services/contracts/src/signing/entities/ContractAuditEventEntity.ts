import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { AuditEvent } from '../domain/signing';

/** The append-only audit trail: rows are inserted, never updated (only an account deletion removes them). */
export type ContractAuditEventRow = AuditEvent & { organizationId: string; documentId: string | null };

export const ContractAuditEventEntity = new EntitySchema<ContractAuditEventRow>({
  name: 'ContractAuditEvent',
  tableName: 'contract_audit_events',
  columns: {
    id: entityColumn.varchar(36, { primary: true }),
    organizationId: entityColumn.organizationId(),
    contractId: entityColumn.varchar(36, { name: 'contract_id' }),
    type: entityColumn.varchar(32),
    actor: entityColumn.varchar(500),
    sha256: entityColumn.varchar(64, { nullable: true }),
    documentId: entityColumn.varchar(36, { name: 'document_id', nullable: true }),
    ipAddress: entityColumn.varchar(64, { name: 'ip_address', nullable: true }),
    occurredAt: entityColumn.instant({ name: 'occurred_at' }),
  },
});
