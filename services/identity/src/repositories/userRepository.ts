import { Not, IsNull, type DataSource } from 'typeorm';
import { OrganizationEntity } from '../entities/OrganizationEntity';
import { UserEntity, type UserRow } from '../entities/UserEntity';

export type UserWithOrganization = UserRow & { organizationName: string };

export function userRepository(dataSource: DataSource) {
  const users = dataSource.getRepository(UserEntity);
  const organizations = dataSource.getRepository(OrganizationEntity);
  return {
    findByEmail: (email: string) => users.findOne({ where: { email } }),
    findUser: (organizationId: string, userId: string) =>
      users.findOne({ where: { id: userId, organizationId } }),
    async update(
      organizationId: string,
      userId: string,
      changes: Partial<Omit<UserRow, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>>,
    ): Promise<void> {
      await users.update({ organizationId, id: userId }, changes);
    },
    /** Records an accepted TOTP step; false when that step (or a later one) was already used, i.e. a replay. */
    async advanceTotpStep(organizationId: string, userId: string, step: number): Promise<boolean> {
      const result = await users
        .createQueryBuilder()
        .update()
        .set({ twoFactorLastStep: step })
        .where('organization_id = :organizationId AND id = :userId', { organizationId, userId })
        .andWhere('(two_factor_last_step IS NULL OR two_factor_last_step < :step)', { step })
        .execute();
      return Boolean(result.affected);
    },
    async profilePhotoKeys(organizationId: string): Promise<string[]> {
      const rows = await users.find({
        where: { organizationId, profilePhotoKey: Not(IsNull()) },
        select: { id: true, profilePhotoKey: true },
      });
      return rows.flatMap((row) => (row.profilePhotoKey ? [row.profilePhotoKey] : []));
    },
    async findInOrganization(organizationId: string, userId: string): Promise<UserWithOrganization | null> {
      const user = await users.findOne({ where: { id: userId, organizationId } });
      if (!user) return null;
      const organization = await organizations.findOne({ where: { id: organizationId } });
      return organization ? { ...user, organizationName: organization.name } : null;
    },
  };
}
