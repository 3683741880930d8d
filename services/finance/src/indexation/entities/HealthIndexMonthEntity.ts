import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

/** One month of the health index in one base (`2013` for 2013 = 100) in hundredths of a point; the same for every organization. */
export type HealthIndexMonthRow = { baseYear: number; month: string; points: number; createdAt: Date };

export const HealthIndexMonthEntity = new EntitySchema<HealthIndexMonthRow>({
  name: 'HealthIndexMonth',
  tableName: 'health_index_months',
  columns: {
    baseYear: entityColumn.int({ name: 'base_year', primary: true }),
    month: entityColumn.varchar(7, { primary: true }),
    points: entityColumn.int(),
    createdAt: entityColumn.instant({ name: 'created_at' }),
  },
});
