import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

/** One month of the health index (base 2013 = 100) in hundredths of a point; the same for every organization. */
export type HealthIndexMonthRow = { month: string; points: number; createdAt: Date };

export const HealthIndexMonthEntity = new EntitySchema<HealthIndexMonthRow>({
  name: 'HealthIndexMonth',
  tableName: 'health_index_months',
  columns: {
    month: { type: 'varchar', length: 7, primary: true },
    points: { type: 'int' },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
