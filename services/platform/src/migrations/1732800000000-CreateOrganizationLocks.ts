import { column, tablesMigration } from '@immodesk/platform/migrations/columns';

/**
 * One row per organization and limited resource, created on first use and locked (`SELECT … FOR UPDATE`) while a
 * plan limit is counted and the new row inserted, so parallel creates cannot all pass the count
 * (see database/organizationLock.ts).
 */
export class CreateOrganizationLocks1732800000000 extends tablesMigration({
  organization_locks: {
    columns: [column.organizationId({ isPrimary: true }), column.varchar('scope', 40, { isPrimary: true })],
    indexes: [],
  },
}) {}
