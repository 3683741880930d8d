import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

/** One month of the health index (base 2013 = 100) in hundredths of a point; the same for every organization. */
export type HealthIndexMonthRow = { month: string; points: number; createdAt: Date };

export const HealthIndexMonthEntity = new EntitySchema<HealthIndexMonthRow>({
  name: 'HealthIndexMonth',
  tableName: 'health_index_months',
  columns: {
    month: entityColumn.varchar(7, { primary: true }),
    points: entityColumn.int(),
    createdAt: entityColumn.instant({ name: 'created_at' }),
  },
});
