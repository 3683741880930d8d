import { addColumnsMigration, column, nullable } from '@immodesk/platform/migrations/columns';

export class AddTenantNotes1732300300002 extends addColumnsMigration('tenants', [
  column.text('notes', nullable),
]) {}
