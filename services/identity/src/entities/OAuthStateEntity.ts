import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { SocialProvider } from '../domain/socialProvider';

export type OAuthStateRow = {
  /** SHA-256 of the `state` sent to the provider; the browser holds the value itself in a cookie. */
  stateHash: string;
  provider: SocialProvider;
  codeVerifier: string;
  nonce: string | null;
  returnTo: string | null;
  /** Set when a signed-in user started the flow: the identity is then linked to this user. */
  linkUserId: string | null;
  linkOrganizationId: string | null;
  createdAt: Date;
  expiresAt: Date;
};

/**
 * A social sign-in in progress (minutes). Not tenant data: there is no organization yet, so it is the one
 * identity table without `organization_id` as its key; rows are deleted when used and swept when expired.
 */
export const OAuthStateEntity = new EntitySchema<OAuthStateRow>({
  name: 'OAuthState',
  tableName: 'oauth_states',
  columns: {
    stateHash: entityColumn.varchar(64, { name: 'state_hash', primary: true }),
    provider: entityColumn.varchar(20),
    codeVerifier: entityColumn.varchar(128, { name: 'code_verifier' }),
    nonce: entityColumn.varchar(128, { nullable: true }),
    returnTo: entityColumn.varchar(500, { name: 'return_to', nullable: true }),
    linkUserId: entityColumn.varchar(36, { name: 'link_user_id', nullable: true }),
    linkOrganizationId: entityColumn.varchar(36, { name: 'link_organization_id', nullable: true }),
    createdAt: entityColumn.datetime({ name: 'created_at', createDate: true }),
    expiresAt: entityColumn.datetime({ name: 'expires_at' }),
  },
});
