import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';
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
    stateHash: { name: 'state_hash', type: 'varchar', length: 64, primary: true },
    provider: { type: 'varchar', length: 20 },
    codeVerifier: { name: 'code_verifier', type: 'varchar', length: 128 },
    nonce: { type: 'varchar', length: 128, nullable: true },
    returnTo: { name: 'return_to', type: 'varchar', length: 500, nullable: true },
    linkUserId: { name: 'link_user_id', type: 'varchar', length: 36, nullable: true },
    linkOrganizationId: { name: 'link_organization_id', type: 'varchar', length: 36, nullable: true },
    createdAt: { name: 'created_at', type: 'datetime', createDate: true, transformer: instantColumn },
    expiresAt: { name: 'expires_at', type: 'datetime', transformer: instantColumn },
  },
});
