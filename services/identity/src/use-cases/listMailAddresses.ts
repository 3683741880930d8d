import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { IdentityTokenEntity } from '../entities/IdentityTokenEntity';
import { UserEntity } from '../entities/UserEntity';

/**
 * Every address the organization's accounts have had: the current and pending ones, and each address a mailed link
 * went to (sign-up, reset, the new address of an e-mail change, the old one's cancel link). Mailed-link rows stay
 * after use, so an address changed away from is still known: the data export and account deletion find the
 * outbox mails to each of them. Lower case, sorted, no duplicates.
 */
export async function listMailAddresses(dataSource: DataSource, context: RequestContext): Promise<string[]> {
  const { organizationId } = context;
  const users = await dataSource.getRepository(UserEntity).find({ where: { organizationId }, select: { email: true, pendingEmail: true } });
  const tokens = await dataSource.getRepository(IdentityTokenEntity).find({ where: { organizationId }, select: { email: true } });
  const addresses = [...users.flatMap((user) => [user.email, user.pendingEmail]), ...tokens.map((token) => token.email)];
  return [...new Set(addresses.filter((address): address is string => Boolean(address)).map((address) => address.toLowerCase()))].sort();
}
