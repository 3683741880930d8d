import { EntitySchema } from 'typeorm';
import { booleanColumn, instantColumn } from '@immodesk/platform/database/columns';
import type { SocialProvider } from '../domain/socialProvider';

export type UserIdentityRow = {
  id: string;
  organizationId: string;
  userId: string;
  provider: SocialProvider;
  /** The provider's stable user id (`sub`); never the e-mail, which can change hands. */
  subject: string;
  /** Whether the account's address was verified when this link was made; a link made before is not trusted. */
  emailVerifiedAtLink: boolean;
  createdAt: Date;
};

/** A social sign-in linked to a user: (provider, subject) is unique. */
export const UserIdentityEntity = new EntitySchema<UserIdentityRow>({
  name: 'UserIdentity',
  tableName: 'user_identities',
  columns: {
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    userId: { name: 'user_id', type: 'varchar', length: 36 },
    provider: { type: 'varchar', length: 20 },
    subject: { type: 'varchar', length: 255 },
    emailVerifiedAtLink: { name: 'email_verified_at_link', type: 'boolean', transformer: booleanColumn },
    createdAt: { name: 'created_at', type: 'datetime', createDate: true, transformer: instantColumn },
  },
});
