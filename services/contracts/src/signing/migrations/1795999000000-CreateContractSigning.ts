import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const id = { name: 'id', type: 'varchar', length: '36', isPrimary: true };
const organizationId = { name: 'organization_id', type: 'varchar', length: '36' };
const contractId = { name: 'contract_id', type: 'varchar', length: '36' };
const instant = (name: string, isNullable = false) => ({ name, type: 'datetime', precision: 3, isNullable });

/** Share links, one-time signing codes, signatures, the landlords' saved signatures and the audit trail. */
export class CreateContractSigning1795999000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'contract_share_links',
        columns: [
          id,
          organizationId,
          contractId,
          { name: 'created_by_user_id', type: 'varchar', length: '36' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          instant('created_at'),
          instant('expires_at'),
          instant('revoked_at', true),
        ],
      }),
    );
    await queryRunner.createIndex(
      'contract_share_links',
      new TableIndex({ name: 'uq_contract_share_links_token', columnNames: ['token_hash'], isUnique: true }),
    );
    await queryRunner.createIndex(
      'contract_share_links',
      new TableIndex({
        name: 'idx_contract_share_links_contract',
        columnNames: ['organization_id', 'contract_id'],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'contract_signing_codes',
        columns: [
          id,
          organizationId,
          contractId,
          { name: 'share_link_id', type: 'varchar', length: '36' },
          { name: 'tenant_id', type: 'varchar', length: '36' },
          { name: 'signer_name', type: 'varchar', length: '200' },
          { name: 'signer_email', type: 'varchar', length: '254' },
          { name: 'code_hash', type: 'varchar', length: '64' },
          instant('expires_at'),
          { name: 'attempts', type: 'int' },
          instant('verified_at', true),
          { name: 'grant_hash', type: 'varchar', length: '64', isNullable: true },
          instant('grant_expires_at', true),
          instant('used_at', true),
          instant('created_at'),
        ],
      }),
    );
    await queryRunner.createIndex(
      'contract_signing_codes',
      new TableIndex({
        name: 'idx_contract_signing_codes_link',
        columnNames: ['organization_id', 'share_link_id', 'signer_email'],
      }),
    );
    await queryRunner.createIndex(
      'contract_signing_codes',
      new TableIndex({ name: 'idx_contract_signing_codes_grant', columnNames: ['grant_hash'] }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'contract_signatures',
        columns: [
          id,
          organizationId,
          contractId,
          { name: 'role', type: 'varchar', length: '16' },
          { name: 'tenant_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'method', type: 'varchar', length: '16' },
          { name: 'typed_name', type: 'varchar', length: '100', isNullable: true },
          { name: 'image_key', type: 'varchar', length: '200', isNullable: true },
          { name: 'image_type', type: 'varchar', length: '32', isNullable: true },
          instant('signed_at'),
          { name: 'ip_address', type: 'varchar', length: '64' },
          { name: 'user_agent', type: 'varchar', length: '500' },
          instant('code_verified_at', true),
        ],
      }),
    );
    await queryRunner.createIndex(
      'contract_signatures',
      new TableIndex({
        name: 'idx_contract_signatures_contract',
        columnNames: ['organization_id', 'contract_id'],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'landlord_signatures',
        columns: [
          id,
          organizationId,
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'method', type: 'varchar', length: '16' },
          { name: 'typed_name', type: 'varchar', length: '100', isNullable: true },
          { name: 'image_key', type: 'varchar', length: '200', isNullable: true },
          { name: 'image_type', type: 'varchar', length: '32', isNullable: true },
          instant('created_at'),
        ],
      }),
    );
    await queryRunner.createIndex(
      'landlord_signatures',
      new TableIndex({
        name: 'uq_landlord_signatures_user',
        columnNames: ['organization_id', 'user_id'],
        isUnique: true,
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'contract_audit_events',
        columns: [
          id,
          organizationId,
          contractId,
          { name: 'type', type: 'varchar', length: '32' },
          { name: 'actor', type: 'varchar', length: '500' },
          { name: 'sha256', type: 'varchar', length: '64', isNullable: true },
          { name: 'document_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'ip_address', type: 'varchar', length: '64', isNullable: true },
          instant('occurred_at'),
        ],
      }),
    );
    await queryRunner.createIndex(
      'contract_audit_events',
      new TableIndex({
        name: 'idx_contract_audit_events_contract',
        columnNames: ['organization_id', 'contract_id', 'occurred_at'],
      }),
    );
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
