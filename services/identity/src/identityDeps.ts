import type { DataSource } from 'typeorm';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Mailer } from '@immodesk/platform/ports/mail/Mailer';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import type { OrganizationPlans } from './domain/plan';
import type { MailBrand } from './mails/renderIdentityMail';

/**
 * Limits the HTTP contracts also publish to clients: the API file (identityApi.ts) hands the contracts' values
 * in, so one number is both what a client is told and what the service enforces.
 */
export type IdentityRules = {
  /** How many digits a mailed re-authentication code has. */
  reauthenticationCodeLength: number;
  profilePhotoMaxBytes: number;
  companyLogoMaxBytes: number;
};

/** What identity use cases work with. */
export type IdentityDeps = {
  dataSource: DataSource;
  clock: Clock;
  mailer: Mailer;
  brand: MailBrand;
  /** Encrypts TOTP secrets at rest; derived from SESSION_SECRET. */
  encryptionKey: Buffer;
  /** Where profile photos are stored (local folder or S3). */
  storage: FileStorage;
  /** Plans live in services/billing: the plan in force, a new organization's trial, an administrator's plan. */
  plans: OrganizationPlans;
  rules: IdentityRules;
};
