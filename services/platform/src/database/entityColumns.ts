import type { EntitySchemaColumnOptions } from 'typeorm';
import { bigintAsNumber, booleanColumn, instantColumn } from './columns';

/** Everything but the type; `name` is the database column where it differs from the property. */
type Extras = Omit<EntitySchemaColumnOptions, 'type'>;

function instant(extras: Extras = {}): EntitySchemaColumnOptions {
  return { type: 'datetime', precision: 3, transformer: instantColumn, ...extras };
}

/** Entity column options by shape, matching the columns the migrations create (see migrations/columns.ts). */
export const entityColumn = {
  /** The UUID primary key TypeORM generates on insert. */
  id: (): EntitySchemaColumnOptions => ({ type: 'varchar', length: 36, primary: true, generated: 'uuid' }),
  organizationId: (): EntitySchemaColumnOptions => ({ name: 'organization_id', type: 'varchar', length: 36 }),
  varchar: (length: number, extras: Extras = {}): EntitySchemaColumnOptions => ({
    type: 'varchar',
    length,
    ...extras,
  }),
  /** An instant with milliseconds, read as a Date on every driver. */
  instant,
  /** `createdAt` and `updatedAt` as instants with milliseconds (`created_at`, `updated_at`). */
  timestamps: () => ({
    createdAt: instant({ name: 'created_at' }),
    updatedAt: instant({ name: 'updated_at' }),
  }),
  /** A `datetime` without fractional seconds, read as a Date. */
  datetime: (extras: Extras = {}): EntitySchemaColumnOptions => ({
    type: 'datetime',
    transformer: instantColumn,
    ...extras,
  }),
  /** A calendar date, read as a `YYYY-MM-DD` string. */
  date: (extras: Extras = {}): EntitySchemaColumnOptions => ({ type: 'date', ...extras }),
  /** Amounts in cents and byte sizes, read as numbers. */
  bigint: (extras: Extras = {}): EntitySchemaColumnOptions => ({
    type: 'bigint',
    transformer: bigintAsNumber,
    ...extras,
  }),
  int: (extras: Extras = {}): EntitySchemaColumnOptions => ({ type: 'int', ...extras }),
  text: (extras: Extras = {}): EntitySchemaColumnOptions => ({ type: 'text', ...extras }),
  boolean: (extras: Extras = {}): EntitySchemaColumnOptions => ({
    type: 'boolean',
    transformer: booleanColumn,
    ...extras,
  }),
};
