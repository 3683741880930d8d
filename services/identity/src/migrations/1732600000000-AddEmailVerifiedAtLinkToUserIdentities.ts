import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { column } from '@immodesk/platform/migrations/columns';

/**
 * Whether the account's address was verified when a provider was linked: a link made before is removed when the
 * address owner verifies the address or resets the password (account pre-hijacking through social sign-in).
 * Existing links take the account's current state: a link on a still unverified account is such a link.
 */
export class AddEmailVerifiedAtLinkToUserIdentities1732600000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'user_identities',
      new TableColumn(column.boolean('email_verified_at_link', { default: false })),
    );
    await queryRunner.query(
      'UPDATE user_identities SET email_verified_at_link = ? WHERE user_id IN (SELECT id FROM users WHERE is_email_verified = ?)',
      [true, true],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('user_identities', 'email_verified_at_link');
  }
}
