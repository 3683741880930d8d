import { In, type DataSource } from 'typeorm';
import { SessionEntity, type SessionRow } from '../entities/SessionEntity';

export function sessionRepository(dataSource: DataSource) {
  const sessions = dataSource.getRepository(SessionEntity);
  return {
    insert: (session: Omit<SessionRow, 'id'>) => sessions.save(sessions.create(session)),
    findByTokenHash: (tokenHash: string) => sessions.findOne({ where: { tokenHash } }),
    touch: (id: string, lastActiveAt: Date, expiresAt: Date) =>
      sessions.update({ id }, { lastActiveAt, expiresAt }),
    deleteByTokenHash: (tokenHash: string) => sessions.delete({ tokenHash }),
    deleteById: (id: string) => sessions.delete({ id }),
    findForUser: (organizationId: string, userId: string, id: string) =>
      sessions.findOne({ where: { organizationId, userId, id } }),
    deleteForUserById: (organizationId: string, userId: string, id: string) =>
      sessions.delete({ organizationId, userId, id }),
    listForUser: (organizationId: string, userId: string) =>
      sessions.find({ where: { organizationId, userId }, order: { lastActiveAt: 'DESC', id: 'ASC' } }),
    /** Ends every session of a user except `keepId`; returns the ended ids (for the in-memory cache). */
    async deleteForUser(organizationId: string, userId: string, keepId?: string): Promise<string[]> {
      const ids = (await sessions.find({ select: { id: true }, where: { organizationId, userId } }))
        .map((row) => row.id)
        .filter((id) => id !== keepId);
      if (ids.length > 0) await sessions.delete({ organizationId, id: In(ids) });
      return ids;
    },
  };
}
