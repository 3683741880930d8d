import { column, columnsMigration, nullable } from '@immodesk/platform/migrations/columns';

/** Issue 31: a lease fit for registration identifies the tenant by address and birth data. */
export class AddTenantIdentity1800400000000 extends columnsMigration('tenants', [
  column.varchar('street', 200, nullable),
  column.varchar('house_number', 20, nullable),
  column.varchar('bus', 20, nullable),
  column.varchar('postal_code', 10, nullable),
  column.varchar('city', 100, nullable),
  column.varchar('country', 2, nullable),
  column.date('birth_date', nullable),
  column.varchar('birth_place', 100, nullable),
  column.varchar('national_register_number', 11, nullable),
]) {}
