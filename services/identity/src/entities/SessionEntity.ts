import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

export type SessionRow = {
  id: string;
  /** SHA-256 of the cookie token; the token itself is never stored. */
  tokenHash: string;
  organizationId: string;
  userId: string;
  userAgent: string | null;
  createdAt: Date;
  lastActiveAt: Date;
  expiresAt: Date;
};

/** Sessions live in the database so any BFF instance can serve any user. */
export const SessionEntity = new EntitySchema<SessionRow>({
  name: 'Session',
  tableName: 'sessions',
  columns: {
    id: entityColumn.id(),
    tokenHash: entityColumn.varchar(64, { name: 'token_hash', unique: true }),
    organizationId: entityColumn.organizationId(),
    userId: entityColumn.varchar(36, { name: 'user_id' }),
    userAgent: entityColumn.varchar(500, { name: 'user_agent', nullable: true }),
    createdAt: entityColumn.datetime({ name: 'created_at', createDate: true }),
    lastActiveAt: entityColumn.datetime({ name: 'last_active_at' }),
    expiresAt: entityColumn.datetime({ name: 'expires_at' }),
  },
});
