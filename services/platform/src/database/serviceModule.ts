import type { EntitySchema, MigrationInterface } from 'typeorm';

/** What a domain service contributes to a database: its tables (as EntitySchemas) and its own migrations. */
export type ServiceDatabaseModule = {
  /** Short name; its migrations are recorded in the table `migrations_<name>`. */
  name: string;
  // EntitySchema's generic is the row type; the data source only needs the schema objects themselves.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entities: EntitySchema<any>[];
  migrations: (new () => MigrationInterface)[];
};
