import { column, columnsMigration } from '@immodesk/platform/migrations/columns';

/**
 * How many tries a signing code allows, fixed when it is issued: the per-code limit, or fewer when the address has
 * almost used up its lifetime limit of wrong codes on the share link. Codes issued before keep the per-code 5.
 */
export class AddSigningCodeMaxAttempts1799100000000 extends columnsMigration('contract_signing_codes', [
  column.int('max_attempts', { default: 5 }),
]) {}
