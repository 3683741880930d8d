import { In, type DataSource } from 'typeorm';
import { UserEntity } from '../entities/UserEntity';

/** The accounts of the given organizations (jobs that notify every landlord of an organization), in one query. */
export async function listOrganizationMembers(
  dataSource: DataSource,
  organizationIds: readonly string[],
): Promise<{ organizationId: string; userId: string }[]> {
  if (organizationIds.length === 0) return [];
  const users = await dataSource.getRepository(UserEntity).find({
    where: { organizationId: In([...new Set(organizationIds)]) },
    select: { id: true, organizationId: true },
    order: { id: 'ASC' },
  });
  return users.map((user) => ({ organizationId: user.organizationId, userId: user.id }));
}
