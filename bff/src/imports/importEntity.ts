import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

export type ImportRow = {
  id: string;
  organizationId: string;
  userId: string;
  kind: string;
  paidThrough: string | null;
  /** The checked rows as JSON (RentRollRow[]): what the commit writes. */
  rowsJson: string;
  createdAt: Date;
  expiresAt: Date;
};

/** A rent-roll preview kept until it is committed or expires (an hour): nothing else is written before the commit. */
export const ImportEntity = new EntitySchema<ImportRow>({
  name: 'Import',
  tableName: 'imports',
  columns: {
    id: { type: 'varchar', length: 36, primary: true },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    userId: { name: 'user_id', type: 'varchar', length: 36 },
    kind: { type: 'varchar', length: 20 },
    paidThrough: { name: 'paid_through', type: 'varchar', length: 10, nullable: true },
    rowsJson: { name: 'rows_json', type: 'text' },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
    expiresAt: { name: 'expires_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
