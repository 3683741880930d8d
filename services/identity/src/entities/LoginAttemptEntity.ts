import { EntitySchema } from 'typeorm';
import { booleanColumn, instantColumn } from '@immodesk/platform/database/columns';

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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    userId: { name: 'user_id', type: 'varchar', length: 36 },
    ip: { type: 'varchar', length: 45, nullable: true },
    userAgent: { name: 'user_agent', type: 'varchar', length: 500, nullable: true },
    success: { type: 'boolean', transformer: booleanColumn },
    reason: { type: 'varchar', length: 20, nullable: true },
    createdAt: { name: 'created_at', type: 'datetime', transformer: instantColumn },
  },
});
