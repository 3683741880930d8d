import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** SPEC.md §3 profileImageUrl: where the user's photo is stored, its type, and when it last changed (the cache key). */
export class AddProfilePhotoToUsers1732401000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('users', [
      new TableColumn({ name: 'profile_photo_key', type: 'varchar', length: '200', isNullable: true }),
      new TableColumn({ name: 'profile_photo_mime_type', type: 'varchar', length: '40', isNullable: true }),
      new TableColumn({ name: 'profile_photo_size_bytes', type: 'bigint', isNullable: true }),
      new TableColumn({ name: 'profile_photo_updated_at', type: 'datetime', precision: 3, isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of [
      'profile_photo_updated_at',
      'profile_photo_size_bytes',
      'profile_photo_mime_type',
      'profile_photo_key',
    ]) {
      await queryRunner.dropColumn('users', column);
    }
  }
}
