import { EntitySchema } from 'typeorm';
import type { LandlordIdentity } from '../domain/user';
import type { Language } from '@immodesk/platform/domain/language';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

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
} & LandlordIdentity;

export const UserEntity = new EntitySchema<UserRow>({
  name: 'User',
  tableName: 'users',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    email: entityColumn.varchar(320, { unique: true }),
    passwordHash: entityColumn.varchar(255, { name: 'password_hash', nullable: true }),
    firstName: entityColumn.varchar(100, { name: 'first_name' }),
    lastName: entityColumn.varchar(100, { name: 'last_name', nullable: true }),
    language: entityColumn.varchar(2),
    isEmailVerified: entityColumn.boolean({ name: 'is_email_verified', default: false }),
    phone: entityColumn.varchar(40, { nullable: true }),
    pendingEmail: entityColumn.varchar(320, { name: 'pending_email', nullable: true }),
    twoFactorEnabled: entityColumn.boolean({ name: 'two_factor_enabled', default: false }),
    twoFactorSecret: entityColumn.varchar(255, { name: 'two_factor_secret', nullable: true }),
    twoFactorPendingSecret: entityColumn.varchar(255, { name: 'two_factor_pending_secret', nullable: true }),
    twoFactorLastStep: entityColumn.bigint({ name: 'two_factor_last_step', nullable: true }),
    profilePhotoKey: entityColumn.varchar(200, { name: 'profile_photo_key', nullable: true }),
    profilePhotoMimeType: entityColumn.varchar(40, { name: 'profile_photo_mime_type', nullable: true }),
    profilePhotoSizeBytes: entityColumn.bigint({ name: 'profile_photo_size_bytes', nullable: true }),
    profilePhotoUpdatedAt: entityColumn.instant({ name: 'profile_photo_updated_at', nullable: true }),
    onboardingDismissedAt: entityColumn.instant({ name: 'onboarding_dismissed_at', nullable: true }),
    street: entityColumn.varchar(200, { nullable: true }),
    houseNumber: entityColumn.varchar(20, { name: 'house_number', nullable: true }),
    bus: entityColumn.varchar(20, { nullable: true }),
    postalCode: entityColumn.varchar(10, { name: 'postal_code', nullable: true }),
    city: entityColumn.varchar(100, { nullable: true }),
    country: entityColumn.varchar(2, { nullable: true }),
    birthDate: entityColumn.date({ name: 'birth_date', nullable: true }),
    birthPlace: entityColumn.varchar(100, { name: 'birth_place', nullable: true }),
    enterpriseNumber: entityColumn.varchar(12, { name: 'enterprise_number', nullable: true }),
    createdAt: entityColumn.datetime({ name: 'created_at', createDate: true }),
    updatedAt: entityColumn.datetime({ name: 'updated_at', updateDate: true }),
  },
});
