import { column, index, tablesMigration } from '@immodesk/platform/migrations/columns';

/** Fixed-window request counters shared by every BFF instance (see rateLimit/rateLimitStore.ts). */
export class CreateRateLimits1732300000003 extends tablesMigration({
  rate_limits: {
    columns: [
      column.varchar('bucket', 200, { isPrimary: true }),
      column.int('hits'),
      column.datetime('expires_at'),
    ],
    indexes: [index('idx_rate_limits_expires', ['expires_at'])],
  },
}) {}
