import { column, columnsMigration, nullable } from '@immodesk/platform/migrations/columns';

export class AddTenantNotes1732300300002 extends columnsMigration('tenants', [
  column.text('notes', nullable),
]) {}
