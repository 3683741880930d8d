import type { MigrationInterface, QueryRunner } from 'typeorm';
import { column, createTable, index, nullable, uniqueIndex } from '@immodesk/platform/migrations/columns';

const contractId = column.uuid('contract_id');

/** Share links, one-time signing codes, signatures, the landlords' saved signatures and the audit trail. */
export class CreateContractSigning1795999000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createTable(queryRunner, 'contract_share_links', {
      columns: [
        ...column.idAndOrganization(),
        contractId,
        column.uuid('created_by_user_id'),
        column.varchar('token_hash', 64),
        column.instant('created_at'),
        column.instant('expires_at'),
        column.instant('revoked_at', nullable),
      ],
      indexes: [
        uniqueIndex('uq_contract_share_links_token', ['token_hash']),
        index('idx_contract_share_links_contract', ['organization_id', 'contract_id']),
      ],
    });

    await createTable(queryRunner, 'contract_signing_codes', {
      columns: [
        ...column.idAndOrganization(),
        contractId,
        column.uuid('share_link_id'),
        column.uuid('tenant_id'),
        column.varchar('signer_name', 200),
        column.varchar('signer_email', 254),
        column.varchar('code_hash', 64),
        column.instant('expires_at'),
        column.int('attempts'),
        column.instant('verified_at', nullable),
        column.varchar('grant_hash', 64, nullable),
        column.instant('grant_expires_at', nullable),
        column.instant('used_at', nullable),
        column.instant('created_at'),
      ],
      indexes: [
        index('idx_contract_signing_codes_link', ['organization_id', 'share_link_id', 'signer_email']),
        index('idx_contract_signing_codes_grant', ['grant_hash']),
      ],
    });

    await createTable(queryRunner, 'contract_signatures', {
      columns: [
        ...column.idAndOrganization(),
        contractId,
        column.varchar('role', 16),
        column.uuid('tenant_id', nullable),
        column.varchar('name', 200),
        column.varchar('email', 254),
        column.varchar('method', 16),
        column.varchar('typed_name', 100, nullable),
        column.varchar('image_key', 200, nullable),
        column.varchar('image_type', 32, nullable),
        column.instant('signed_at'),
        column.varchar('ip_address', 64),
        column.varchar('user_agent', 500),
        column.instant('code_verified_at', nullable),
      ],
      indexes: [index('idx_contract_signatures_contract', ['organization_id', 'contract_id'])],
    });

    await createTable(queryRunner, 'landlord_signatures', {
      columns: [
        ...column.idAndOrganization(),
        column.uuid('user_id'),
        column.varchar('method', 16),
        column.varchar('typed_name', 100, nullable),
        column.varchar('image_key', 200, nullable),
        column.varchar('image_type', 32, nullable),
        column.instant('created_at'),
      ],
      indexes: [uniqueIndex('uq_landlord_signatures_user', ['organization_id', 'user_id'])],
    });

    await createTable(queryRunner, 'contract_audit_events', {
      columns: [
        ...column.idAndOrganization(),
        contractId,
        column.varchar('type', 32),
        column.varchar('actor', 500),
        column.varchar('sha256', 64, nullable),
        column.uuid('document_id', nullable),
        column.varchar('ip_address', 64, nullable),
        column.instant('occurred_at'),
      ],
      indexes: [
        index('idx_contract_audit_events_contract', ['organization_id', 'contract_id', 'occurred_at']),
      ],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'contract_audit_events',
      'landlord_signatures',
      'contract_signatures',
      'contract_signing_codes',
      'contract_share_links',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
