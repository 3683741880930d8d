import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    userId: { name: 'user_id', type: 'varchar', length: 36 },
    codeHash: { name: 'code_hash', type: 'varchar', length: 64 },
    usedAt: { name: 'used_at', type: 'datetime', nullable: true, transformer: instantColumn },
    createdAt: { name: 'created_at', type: 'datetime', transformer: instantColumn },
  },
});
