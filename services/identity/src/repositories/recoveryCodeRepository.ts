import { IsNull, type DataSource } from 'typeorm';
import { RecoveryCodeEntity } from '../entities/RecoveryCodeEntity';

export function recoveryCodeRepository(dataSource: DataSource) {
  const codes = dataSource.getRepository(RecoveryCodeEntity);
  return {
    /** Replaces a user's codes with new ones (in one transaction, so no mix of old and new survives). */
    async replaceForUser(
      organizationId: string,
      userId: string,
      codeHashes: string[],
      createdAt: Date,
    ): Promise<void> {
      await dataSource.transaction(async (manager) => {
        const repository = manager.getRepository(RecoveryCodeEntity);
        await repository.delete({ organizationId, userId });
        await repository.insert(
          codeHashes.map((codeHash) =>
            repository.create({ organizationId, userId, codeHash, usedAt: null, createdAt }),
          ),
        );
      });
    },
    findUnused: (organizationId: string, userId: string, codeHash: string) =>
      codes.findOne({ where: { organizationId, userId, codeHash, usedAt: IsNull() } }),
    /** Marks a code used; false when another request used it first (so a code works exactly once). */
    async markUsed(organizationId: string, id: string, usedAt: Date): Promise<boolean> {
      const result = await codes.update({ organizationId, id, usedAt: IsNull() }, { usedAt });
      return Boolean(result.affected);
    },
    async deleteForUser(organizationId: string, userId: string): Promise<void> {
      await codes.delete({ organizationId, userId });
    },
  };
}
