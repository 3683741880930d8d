import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

/**
 * `oauth_second_factor`: a sign-in without password waiting for the account's second factor (held in a cookie,
 * never mailed). `login_link`: a mailed one-time sign-in link. `cancel_email_change`: the link in the notice to the
 * old address; `reauthentication`: a mailed code that confirms a sensitive change for an account without a password
 * (its hash is keyed, see reauthentication.ts).
 */
export type IdentityTokenPurpose =
  | 'verify_email'
  | 'reset_password'
  | 'change_email'
  | 'cancel_email_change'
  | 'reauthentication'
  | 'oauth_second_factor'
  | 'login_link';

export type IdentityTokenRow = {
  id: string;
  organizationId: string;
  userId: string;
  purpose: IdentityTokenPurpose;
  /** SHA-256 of the token (in the mailed link, or the pending-login cookie); the token itself is never stored. */
  tokenHash: string;
  /** The address the link was sent to (for `change_email`, the new address; for `cancel_email_change`, the old one). */
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
};

export const IdentityTokenEntity = new EntitySchema<IdentityTokenRow>({
  name: 'IdentityToken',
  tableName: 'identity_tokens',
  columns: {
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    userId: { name: 'user_id', type: 'varchar', length: 36 },
    purpose: { type: 'varchar', length: 20 },
    tokenHash: { name: 'token_hash', type: 'varchar', length: 64, unique: true },
    email: { type: 'varchar', length: 320 },
    expiresAt: { name: 'expires_at', type: 'datetime', transformer: instantColumn },
    usedAt: { name: 'used_at', type: 'datetime', nullable: true, transformer: instantColumn },
    createdAt: { name: 'created_at', type: 'datetime', createDate: true, transformer: instantColumn },
  },
});
