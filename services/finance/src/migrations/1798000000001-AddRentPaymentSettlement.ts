import { column, columnsMigration, nullable } from '@immodesk/platform/migrations/columns';

/**
 * How a due item was settled when that was not by payments received through the product: `opening_balance` for
 * the items of a lease signed on paper that were paid before it was brought in (issue 25).
 */
export class AddRentPaymentSettlement1798000000001 extends columnsMigration('rent_payments', [
  column.varchar('settled_as', 16, nullable),
]) {}
