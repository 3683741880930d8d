import { EntitySchema } from 'typeorm';
import type { Language } from '@immodesk/platform/domain/language';
import { bigintAsNumber, booleanColumn, instantColumn } from '@immodesk/platform/database/columns';

export type UserRow = {
  id: string;
  organizationId: string;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string | null;
  language: Language;
  isEmailVerified: boolean;
  phone: string | null;
  /** A new address waiting for its verification link; `email` changes only once it is confirmed. */
  pendingEmail: string | null;
  twoFactorEnabled: boolean;
  /** TOTP secret, encrypted with AES-256-GCM (see totpSecrets.ts). */
  twoFactorSecret: string | null;
  /** A secret from setup, not active until confirmed with a code. */
  twoFactorPendingSecret: string | null;
  /** The last accepted TOTP time step, so a code cannot be replayed. */
  twoFactorLastStep: number | null;
  /** The stored photo (`<organizationId>/profile-photos/<userId>-<id>`), its sniffed type and size; null without one. */
  profilePhotoKey: string | null;
  profilePhotoMimeType: string | null;
  profilePhotoSizeBytes: number | null;
  /** When the photo last changed: the version in profileImageUrl, so a new photo is never served from a cache. */
  profilePhotoUpdatedAt: Date | null;
  /** When the user closed the dashboard's getting-started checklist; null while it shows. */
  onboardingDismissedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export const UserEntity = new EntitySchema<UserRow>({
  name: 'User',
  tableName: 'users',
  columns: {
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    email: { type: 'varchar', length: 320, unique: true },
    passwordHash: { name: 'password_hash', type: 'varchar', length: 255, nullable: true },
    firstName: { name: 'first_name', type: 'varchar', length: 100 },
    lastName: { name: 'last_name', type: 'varchar', length: 100, nullable: true },
    language: { type: 'varchar', length: 2 },
    isEmailVerified: {
      name: 'is_email_verified',
      type: 'boolean',
      default: false,
      transformer: booleanColumn,
    },
    phone: { type: 'varchar', length: 40, nullable: true },
    pendingEmail: { name: 'pending_email', type: 'varchar', length: 320, nullable: true },
    twoFactorEnabled: {
      name: 'two_factor_enabled',
      type: 'boolean',
      default: false,
      transformer: booleanColumn,
    },
    twoFactorSecret: { name: 'two_factor_secret', type: 'varchar', length: 255, nullable: true },
    twoFactorPendingSecret: {
      name: 'two_factor_pending_secret',
      type: 'varchar',
      length: 255,
      nullable: true,
    },
    twoFactorLastStep: {
      name: 'two_factor_last_step',
      type: 'bigint',
      nullable: true,
      transformer: bigintAsNumber,
    },
    profilePhotoKey: { name: 'profile_photo_key', type: 'varchar', length: 200, nullable: true },
    profilePhotoMimeType: { name: 'profile_photo_mime_type', type: 'varchar', length: 40, nullable: true },
    profilePhotoSizeBytes: {
      name: 'profile_photo_size_bytes',
      type: 'bigint',
      nullable: true,
      transformer: bigintAsNumber,
    },
    profilePhotoUpdatedAt: {
      name: 'profile_photo_updated_at',
      type: 'datetime',
      precision: 3,
      nullable: true,
      transformer: instantColumn,
    },
    onboardingDismissedAt: {
      name: 'onboarding_dismissed_at',
      type: 'datetime',
      precision: 3,
      nullable: true,
      transformer: instantColumn,
    },
    createdAt: { name: 'created_at', type: 'datetime', createDate: true, transformer: instantColumn },
    updatedAt: { name: 'updated_at', type: 'datetime', updateDate: true, transformer: instantColumn },
  },
});
