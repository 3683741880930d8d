import type { DataSource } from 'typeorm';
import { sessionRepository } from '../repositories/sessionRepository';
import type { SessionCache } from '../sessions/sessionCache';
import { hashSessionToken } from '../sessions/sessionTokens';

export async function logout(dataSource: DataSource, cache: SessionCache, token: string): Promise<void> {
  const tokenHash = hashSessionToken(token);
  cache.evictToken(tokenHash);
  await sessionRepository(dataSource).deleteByTokenHash(tokenHash);
}
