import { In, type DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { IdentityTokenEntity, type IdentityTokenPurpose } from '../entities/IdentityTokenEntity';
import { UserEntity } from '../entities/UserEntity';

/**
 * Every address the organization's accounts have had: the current one, and each address a link or code was mailed
 * to as the account's own (sign-up, reset, sign-in link, re-authentication, and the cancel link mailed to the old
 * address of an e-mail change). Mailed-link rows stay after use, so an address changed away from is still known:
 * the data export and account deletion find the outbox mails to each of them. A pending address and the new address
 * of an unconfirmed change are left out: the account never proved them, so mails to them are someone else's.
 * Lower case, sorted, no duplicates.
 */
/** Links and codes mailed to the address the account had at that moment. */
const MAILED_TO_OWN_ADDRESS: IdentityTokenPurpose[] = [
  'verify_email',
  'reset_password',
  'login_link',
  'reauthentication',
  'cancel_email_change',
];

export async function listMailAddresses(dataSource: DataSource, context: RequestContext): Promise<string[]> {
  const { organizationId } = context;
  const users = await dataSource
    .getRepository(UserEntity)
    .find({ where: { organizationId }, select: { email: true } });
  const tokens = await dataSource
    .getRepository(IdentityTokenEntity)
    .find({ where: { organizationId, purpose: In(MAILED_TO_OWN_ADDRESS) }, select: { email: true } });
  const addresses = [...users.map((user) => user.email), ...tokens.map((token) => token.email)];
  return [
    ...new Set(
      addresses
        .filter((address): address is string => Boolean(address))
        .map((address) => address.toLowerCase()),
    ),
  ].sort();
}
