import type { DataSource } from 'typeorm';
import { endSessionsOfUser } from '../sessions/endSessions';
import type { SessionCache } from '../sessions/sessionCache';
import type { ResolvedSession } from './resolveSession';

/** Signs the user out everywhere except the session making the request. */
export async function endOtherSessions(
  dataSource: DataSource,
  cache: SessionCache,
  session: ResolvedSession,
): Promise<void> {
  await endSessionsOfUser(dataSource, cache, session, session.sessionId);
}
