import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

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
    keyHash: entityColumn.varchar(64, { name: 'key_hash', primary: true }),
    failures: entityColumn.int(),
    lastFailureAt: entityColumn.datetime({ name: 'last_failure_at' }),
    lockedUntil: entityColumn.datetime({ name: 'locked_until', nullable: true }),
  },
});
