import { LessThan, type DataSource } from 'typeorm';
import { OAuthStateEntity, type OAuthStateRow } from '../entities/OAuthStateEntity';

export function oauthStateRepository(dataSource: DataSource) {
  const states = dataSource.getRepository(OAuthStateEntity);
  return {
    insert: (row: Omit<OAuthStateRow, 'createdAt'>) => states.insert(row),
    /** Reads and deletes in one go: a state can be used once, and only by the caller whose delete succeeded. */
    async take(stateHash: string): Promise<OAuthStateRow | null> {
      const row = await states.findOne({ where: { stateHash } });
      if (!row) return null;
      const { affected } = await states.delete({ stateHash });
      return affected === 0 ? null : row;
    },
    deleteExpired: (now: Date) => states.delete({ expiresAt: LessThan(now) }),
  };
}
