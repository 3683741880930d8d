import { column, nullable, tablesMigration } from '@immodesk/platform/migrations/columns';

/**
 * Failed sign-ins per (address, client address), for accounts and unknown addresses alike: the key is a hash of
 * both, so the table holds neither an e-mail address nor tells which addresses have accounts.
 */
export class CreateSignInLockouts1732600000100 extends tablesMigration({
  sign_in_lockouts: {
    columns: [
      column.varchar('key_hash', 64, { isPrimary: true }),
      column.int('failures', { default: 0 }),
      column.datetime('last_failure_at'),
      column.datetime('locked_until', nullable),
    ],
  },
}) {}
