import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { SocialProvider } from '../domain/socialProvider';
import { userIdentityRepository } from '../repositories/userIdentityRepository';

export type LinkedIdentity = { id: string; provider: SocialProvider; linkedAt: string };

/** The providers linked to the signed-in user, oldest link first. */
export async function listLinkedIdentities(
  dataSource: DataSource,
  context: RequestContext,
): Promise<LinkedIdentity[]> {
  const rows = await userIdentityRepository(dataSource).listForUser(context.organizationId, context.userId);
  return rows.map((row) => ({ id: row.id, provider: row.provider, linkedAt: row.createdAt.toISOString() }));
}
