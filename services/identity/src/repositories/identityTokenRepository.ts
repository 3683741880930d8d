import { IsNull, type DataSource } from 'typeorm';
import {
  IdentityTokenEntity,
  type IdentityTokenPurpose,
  type IdentityTokenRow,
} from '../entities/IdentityTokenEntity';

export function identityTokenRepository(dataSource: DataSource) {
  const tokens = dataSource.getRepository(IdentityTokenEntity);
  return {
    insert: (row: Omit<IdentityTokenRow, 'id' | 'createdAt' | 'usedAt'>) =>
      tokens.save(tokens.create({ ...row, usedAt: null })),

    findUnusedByHash: (tokenHash: string, purposes: IdentityTokenPurpose[]) =>
      tokens.findOne({ where: purposes.map((purpose) => ({ tokenHash, purpose, usedAt: IsNull() })) }),

    /** Marks a token used; false when another request used it first (so a token works exactly once). */
    async markUsed(organizationId: string, id: string, usedAt: Date): Promise<boolean> {
      const result = await tokens.update({ organizationId, id, usedAt: IsNull() }, { usedAt });
      return Boolean(result.affected);
    },

    /** Forgets a user's tokens of one purpose, used or not (a new reauthentication code replaces the older ones). */
    async deleteForUser(
      organizationId: string,
      userId: string,
      purpose: IdentityTokenPurpose,
    ): Promise<void> {
      await tokens.delete({ organizationId, userId, purpose });
    },

    /** Voids a user's open tokens of one purpose (e.g. every reset link once the password changed). */
    async voidOpen(
      organizationId: string,
      userId: string,
      purpose: IdentityTokenPurpose,
      usedAt: Date,
    ): Promise<void> {
      await tokens.update({ organizationId, userId, purpose, usedAt: IsNull() }, { usedAt });
    },
  };
}
