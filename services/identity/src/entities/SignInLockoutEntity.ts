import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

export type SignInLockoutRow = {
  /** SHA-256 of the normalised e-mail address and the client address: no address is stored in clear. */
  keyHash: string;
  failures: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
};

/** Failed sign-ins per (e-mail address, client address), whether or not the address has an account. */
export const SignInLockoutEntity = new EntitySchema<SignInLockoutRow>({
  name: 'SignInLockout',
  tableName: 'sign_in_lockouts',
  columns: {
    keyHash: { name: 'key_hash', type: 'varchar', length: 64, primary: true },
    failures: { type: 'int' },
    lastFailureAt: { name: 'last_failure_at', type: 'datetime', transformer: instantColumn },
    lockedUntil: { name: 'locked_until', type: 'datetime', nullable: true, transformer: instantColumn },
  },
});
