import { column, columnsMigration, nullable } from '@immodesk/platform/migrations/columns';

/** SPEC.md §3 profileImageUrl: where the user's photo is stored, its type, and when it last changed (the cache key). */
export class AddProfilePhotoToUsers1732401000000 extends columnsMigration('users', [
  column.varchar('profile_photo_key', 200, nullable),
  column.varchar('profile_photo_mime_type', 40, nullable),
  column.bigint('profile_photo_size_bytes', nullable),
  column.instant('profile_photo_updated_at', nullable),
]) {}
