import type { DataSource } from 'typeorm';
import { sessionRepository } from '../repositories/sessionRepository';
import { hashSessionToken } from '../sessionTokens';

export async function logout(dataSource: DataSource, token: string): Promise<void> {
  await sessionRepository(dataSource).deleteByTokenHash(hashSessionToken(token));
}
