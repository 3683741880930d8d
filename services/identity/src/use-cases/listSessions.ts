import type { DataSource } from 'typeorm';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { UserSession } from '../domain/user';
import { deviceName } from '../domain/deviceName';
import { sessionRepository } from '../repositories/sessionRepository';
import type { ResolvedSession } from './resolveSession';

/** The signed-in user's open sessions, most recently active first, the one making the request flagged. */
export async function listSessions(
  dataSource: DataSource,
  clock: Clock,
  session: ResolvedSession,
): Promise<{ items: UserSession[] }> {
  const now = clock.now().getTime();
  const rows = await sessionRepository(dataSource).listForUser(session.organizationId, session.userId);
  return {
    items: rows
      .filter((row) => row.expiresAt.getTime() > now)
      .map((row) => ({
        id: row.id,
        device: deviceName(row.userAgent),
        lastActiveAt: row.lastActiveAt.toISOString(),
        current: row.id === session.sessionId,
      })),
  };
}
