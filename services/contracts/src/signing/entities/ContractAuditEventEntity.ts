import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';
import type { AuditEvent } from '../domain/signing';

/** The append-only audit trail: rows are inserted, never updated (only an account deletion removes them). */
export type ContractAuditEventRow = AuditEvent & { organizationId: string; documentId: string | null };

export const ContractAuditEventEntity = new EntitySchema<ContractAuditEventRow>({
  name: 'ContractAuditEvent',
  tableName: 'contract_audit_events',
  columns: {
    id: { type: 'varchar', length: 36, primary: true },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    contractId: { name: 'contract_id', type: 'varchar', length: 36 },
    type: { type: 'varchar', length: 32 },
    actor: { type: 'varchar', length: 500 },
    sha256: { type: 'varchar', length: 64, nullable: true },
    documentId: { name: 'document_id', type: 'varchar', length: 36, nullable: true },
    ipAddress: { name: 'ip_address', type: 'varchar', length: 64, nullable: true },
    occurredAt: { name: 'occurred_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
