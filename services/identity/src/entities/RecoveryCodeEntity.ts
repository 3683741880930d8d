import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

export type RecoveryCodeRow = {
  id: string;
  organizationId: string;
  userId: string;
  /** HMAC-SHA256 of the normalised code (see recoveryCodes.ts); the code itself is shown once and never stored. */
  codeHash: string;
  usedAt: Date | null;
  createdAt: Date;
};

export const RecoveryCodeEntity = new EntitySchema<RecoveryCodeRow>({
  name: 'RecoveryCode',
  tableName: 'recovery_codes',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    userId: entityColumn.varchar(36, { name: 'user_id' }),
    codeHash: entityColumn.varchar(64, { name: 'code_hash' }),
    usedAt: entityColumn.datetime({ name: 'used_at', nullable: true }),
    createdAt: entityColumn.datetime({ name: 'created_at' }),
  },
});
