import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

/** Why an attempt failed; `password` and `totp` failures also count toward the lockout (`sign_in_lockouts`). */
export type LoginFailureReason = 'password' | 'totp' | 'locked' | 'unverified';

export type LoginAttemptRow = {
  id: string;
  organizationId: string;
  userId: string;
  ip: string | null;
  userAgent: string | null;
  success: boolean;
  reason: LoginFailureReason | null;
  createdAt: Date;
};

export const LoginAttemptEntity = new EntitySchema<LoginAttemptRow>({
  name: 'LoginAttempt',
  tableName: 'login_history',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    userId: entityColumn.varchar(36, { name: 'user_id' }),
    ip: entityColumn.varchar(45, { nullable: true }),
    userAgent: entityColumn.varchar(500, { name: 'user_agent', nullable: true }),
    success: entityColumn.boolean(),
    reason: entityColumn.varchar(20, { nullable: true }),
    createdAt: entityColumn.datetime({ name: 'created_at' }),
  },
});
