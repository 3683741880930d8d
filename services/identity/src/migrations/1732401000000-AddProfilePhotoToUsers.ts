import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumns, column, dropColumns, nullable } from '@immodesk/platform/migrations/columns';

const profilePhotoColumns = [
  column.varchar('profile_photo_key', 200, nullable),
  column.varchar('profile_photo_mime_type', 40, nullable),
  column.bigint('profile_photo_size_bytes', nullable),
  column.instant('profile_photo_updated_at', nullable),
];

/** SPEC.md §3 profileImageUrl: where the user's photo is stored, its type, and when it last changed (the cache key). */
export class AddProfilePhotoToUsers1732401000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumns(queryRunner, 'users', profilePhotoColumns);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropColumns(queryRunner, 'users', profilePhotoColumns);
  }
}
