import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
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
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    userId: entityColumn.varchar(36, { name: 'user_id' }),
    provider: entityColumn.varchar(20),
    subject: entityColumn.varchar(255),
    emailVerifiedAtLink: entityColumn.boolean({ name: 'email_verified_at_link' }),
    createdAt: entityColumn.datetime({ name: 'created_at', createDate: true }),
  },
});
