import type { DataSource, EntitySchema, EntityManager } from 'typeorm';

/** One table's rows of an organization, as JSON (dates as ISO strings), keyed by table name. */
export type OrganizationExport = Record<string, Record<string, unknown>[]>;

// EntitySchema's generic is the row type; these helpers only need the schema objects themselves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEntity = EntitySchema<any>;

export type ExportedTable = {
  entity: AnyEntity;
  /** Columns (property names) never exported: hashes and secrets. */
  omit?: readonly string[];
};

function toJson(row: Record<string, unknown>, omit: readonly string[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    result[key] = value instanceof Date ? value.toISOString() : value;
  }
  return result;
}

function tableName(entity: AnyEntity): string {
  const name = entity.options.tableName;
  if (!name) throw new Error(`Entity ${entity.options.name} has no table name`);
  return name;
}

/** Every row of the organization in each table, oldest first where the table has `createdAt`, else by id. */
export async function exportOrganizationRows(
  dataSource: DataSource,
  organizationId: string,
  tables: readonly ExportedTable[],
): Promise<OrganizationExport> {
  const result: OrganizationExport = {};
  for (const { entity, omit = [] } of tables) {
    const metadata = dataSource.getMetadata(entity);
    const order: Record<string, 'ASC'> = {};
    if (metadata.findColumnWithPropertyName('createdAt')) order.createdAt = 'ASC';
    if (metadata.findColumnWithPropertyName('id')) order.id = 'ASC';
    const rows = (await dataSource
      .getRepository(entity)
      .find({ where: { organizationId }, order })) as Record<string, unknown>[];
    result[tableName(entity)] = rows.map((row) => toJson(row, omit));
  }
  return result;
}

/** Deletes every row of the organization in each table (children first: pass them in that order), in one transaction. */
export async function deleteOrganizationRows(
  dataSource: DataSource,
  organizationId: string,
  entities: readonly AnyEntity[],
  manager?: EntityManager,
): Promise<void> {
  const run = async (transaction: EntityManager) => {
    for (const entity of entities) await transaction.getRepository(entity).delete({ organizationId });
  };
  if (manager) await run(manager);
  else await dataSource.transaction(run);
}

/**
 * A service's tables for the data export and the account deletion, declared once: children first, the order rows
 * are deleted in (and exported in). Safe to run again.
 */
export function organizationTables(tables: readonly ExportedTable[]) {
  return {
    exportOrganizationData: (
      dataSource: DataSource,
      context: { organizationId: string },
    ): Promise<OrganizationExport> => exportOrganizationRows(dataSource, context.organizationId, tables),
    deleteOrganizationData: (dataSource: DataSource, context: { organizationId: string }): Promise<void> =>
      deleteOrganizationRows(
        dataSource,
        context.organizationId,
        tables.map((table) => table.entity),
      ),
  };
}
