import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    tokenHash: { name: 'token_hash', type: 'varchar', length: 64, unique: true },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    userId: { name: 'user_id', type: 'varchar', length: 36 },
    userAgent: { name: 'user_agent', type: 'varchar', length: 500, nullable: true },
    createdAt: { name: 'created_at', type: 'datetime', createDate: true, transformer: instantColumn },
    lastActiveAt: { name: 'last_active_at', type: 'datetime', transformer: instantColumn },
    expiresAt: { name: 'expires_at', type: 'datetime', transformer: instantColumn },
  },
});
