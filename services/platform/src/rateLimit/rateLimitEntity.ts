import { EntitySchema } from 'typeorm';
import { instantColumn } from '../database/columns';

export type RateLimitRow = { bucket: string; hits: number; expiresAt: Date };

export const RateLimitEntity = new EntitySchema<RateLimitRow>({
  name: 'RateLimit',
  tableName: 'rate_limits',
  columns: {
    bucket: { type: 'varchar', length: 200, primary: true },
    hits: { type: 'int' },
    expiresAt: { name: 'expires_at', type: 'datetime', transformer: instantColumn },
  },
});
