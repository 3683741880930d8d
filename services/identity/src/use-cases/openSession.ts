import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import { openSession as insertSession } from '../sessionTokens';

export type OpenedSession = { token: string; context: RequestContext };

/** Opens a new session for a user who has just proved who they are; the token goes into the session cookie. */
export async function openSession(
  dataSource: DataSource,
  clock: Clock,
  user: { id: string; organizationId: string },
  userAgent: string | null,
): Promise<OpenedSession> {
  const context = { organizationId: user.organizationId, userId: user.id };
  const token = await insertSession(dataSource, clock.now(), context, userAgent);
  return { token, context };
}
