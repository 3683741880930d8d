import { EntitySchema } from 'typeorm';
import { instantColumn } from '../database/columns';

export type JobLockRow = { name: string; lockedUntil: Date; owner: string };

export const JobLockEntity = new EntitySchema<JobLockRow>({
  name: 'JobLock',
  tableName: 'job_locks',
  columns: {
    name: { type: 'varchar', length: 100, primary: true },
    lockedUntil: { name: 'locked_until', type: 'datetime', transformer: instantColumn },
    owner: { type: 'varchar', length: 100 },
  },
});
