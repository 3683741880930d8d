import { column, columnsMigration, nullable } from '@immodesk/platform/migrations/columns';

/** Profile phone, e-mail change awaiting verification, and two-factor state on the user. */
export class AddAccountColumnsToUsers1732300100001 extends columnsMigration('users', [
  column.varchar('phone', 40, nullable),
  column.varchar('pending_email', 320, nullable),
  column.boolean('two_factor_enabled', { default: false }),
  column.varchar('two_factor_secret', 255, nullable),
  column.varchar('two_factor_pending_secret', 255, nullable),
  column.bigint('two_factor_last_step', nullable),
]) {}
