import type { DataSource } from 'typeorm';
import { SessionEntity, type SessionRow } from '../entities/SessionEntity';

export function sessionRepository(dataSource: DataSource) {
  const sessions = dataSource.getRepository(SessionEntity);
  return {
    insert: (session: Omit<SessionRow, 'id' | 'createdAt'>) => sessions.save(sessions.create(session)),
    findByTokenHash: (tokenHash: string) => sessions.findOne({ where: { tokenHash } }),
    touch: (id: string, lastActiveAt: Date, expiresAt: Date) => sessions.update({ id }, { lastActiveAt, expiresAt }),
    deleteByTokenHash: (tokenHash: string) => sessions.delete({ tokenHash }),
    deleteById: (id: string) => sessions.delete({ id }),
  };
}
