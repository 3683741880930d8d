import { randomUUID } from 'node:crypto';
import { insertRows } from '@immodesk/platform/database/insertRows';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';
import { containsPattern } from '@immodesk/platform/database/likePattern';
import { pageWindow } from '@immodesk/platform/domain/page';
import type { TaskListQuery, TaskProperty } from '../domain/task';
import { PropertyEntity } from '../entities/PropertyEntity';
import { TaskEntity, type TaskRow } from '../entities/TaskEntity';

export type TaskWithProperty = TaskRow & { property: TaskProperty | null };

type Database = DataSource | EntityManager;

// Plain SQL, identical on SQLite and MySQL: the property's address comes along in the same query, and
// "open first, then by due date with undated last" needs an expression a query builder would mangle.
const SELECT = `SELECT t.id, t.organization_id AS organizationId, t.title, t.description, t.property_id AS propertyId, t.priority,
  t.contractor_id AS contractorId, t.due_date AS dueDate, t.completed, t.completed_at AS completedAt, t.created_at AS createdAt,
  t.updated_at AS updatedAt, p.url_code AS propertyUrlCode, p.street AS propertyStreet, p.house_number AS propertyHouseNumber,
  p.bus AS propertyBus, p.postal_code AS propertyPostalCode, p.city AS propertyCity
  FROM tasks t LEFT JOIN properties p ON p.id = t.property_id AND p.organization_id = t.organization_id`;

const ORDER =
  'ORDER BY t.completed ASC, CASE WHEN t.due_date IS NULL THEN 1 ELSE 0 END ASC, t.due_date ASC, t.created_at DESC, t.id DESC';

type RawTask = Record<string, unknown>;

const asInstant = (value: unknown) => instantColumn.from(value as Date | string | null) as Date | null;
const asDate = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  // mysql2 is configured with dateStrings for DATE; a Date here would come from another driver setup.
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
};

function toTaskWithProperty(raw: RawTask): TaskWithProperty {
  const propertyId = (raw.propertyId as string | null) ?? null;
  return {
    id: raw.id as string,
    organizationId: raw.organizationId as string,
    title: raw.title as string,
    description: (raw.description as string | null) ?? null,
    propertyId,
    priority: raw.priority as TaskRow['priority'],
    contractorId: (raw.contractorId as string | null) ?? null,
    dueDate: asDate(raw.dueDate),
    completed: Boolean(Number(raw.completed)),
    completedAt: asInstant(raw.completedAt),
    createdAt: asInstant(raw.createdAt) as Date,
    updatedAt: asInstant(raw.updatedAt) as Date,
    property:
      propertyId && raw.propertyUrlCode
        ? {
            id: propertyId,
            urlCode: raw.propertyUrlCode as string,
            street: raw.propertyStreet as string,
            houseNumber: raw.propertyHouseNumber as string,
            bus: (raw.propertyBus as string | null) ?? null,
            postalCode: raw.propertyPostalCode as string,
            city: raw.propertyCity as string,
          }
        : null,
  };
}

function listFilters(
  organizationId: string,
  query: TaskListQuery,
  today: string,
): { where: string; params: unknown[] } {
  const clauses = ['t.organization_id = ?'];
  const params: unknown[] = [organizationId];
  if (query.q) {
    const pattern = containsPattern(query.q);
    clauses.push("(t.title LIKE ? ESCAPE '!' OR t.description LIKE ? ESCAPE '!')");
    params.push(pattern, pattern);
  }
  if (query.status === 'pending') clauses.push('t.completed = 0');
  if (query.status === 'completed') clauses.push('t.completed = 1');
  if (query.status === 'overdue') {
    clauses.push('t.completed = 0 AND t.due_date IS NOT NULL AND t.due_date < ?');
    params.push(today);
  }
  if (query.propertyId === 'general') clauses.push('t.property_id IS NULL');
  else if (query.propertyId) {
    clauses.push('t.property_id = ?');
    params.push(query.propertyId);
  }
  if (query.contractorId) {
    clauses.push('t.contractor_id = ?');
    params.push(query.contractorId);
  }
  return { where: clauses.join(' AND '), params };
}

/** Tasks of the properties service; every method takes the organization id. No rules here. */
export function taskRepository(database: Database) {
  const tasks = database.getRepository(TaskEntity);
  return {
    insert: (row: Omit<TaskRow, 'id'>) => tasks.save(tasks.create(row)),

    /** Many new rows, a few hundred per statement; answers their ids in order. */
    async insertMany(rows: readonly Omit<TaskRow, 'id'>[]): Promise<string[]> {
      const withIds = rows.map((row) => ({ ...row, id: randomUUID() }));
      await insertRows(tasks.manager, TaskEntity, withIds);
      return withIds.map((row) => row.id);
    },

    /** Removes the organization's tasks among `ids`; answers how many. */
    async deleteMany(organizationId: string, ids: readonly string[]): Promise<number> {
      let deleted = 0;
      for (let index = 0; index < ids.length; index += 500) {
        const result = await tasks.delete({ organizationId, id: In(ids.slice(index, index + 500)) });
        deleted += result.affected ?? 0;
      }
      return deleted;
    },

    update: (organizationId: string, id: string, changes: Partial<Omit<TaskRow, 'id' | 'organizationId'>>) =>
      tasks.update({ organizationId, id }, changes),

    delete: (organizationId: string, id: string) => tasks.delete({ organizationId, id }),

    async unlinkContractor(organizationId: string, contractorId: string): Promise<number> {
      const result = await tasks.update({ organizationId, contractorId }, { contractorId: null });
      return result.affected ?? 0;
    },

    async findById(organizationId: string, id: string): Promise<TaskWithProperty | null> {
      const rows: RawTask[] = await database.query(`${SELECT} WHERE t.organization_id = ? AND t.id = ?`, [
        organizationId,
        id,
      ]);
      return rows[0] ? toTaskWithProperty(rows[0]) : null;
    },

    /** One page, open tasks first by due date (undated last), and the total for the same filters. */
    async list(
      organizationId: string,
      query: TaskListQuery,
      today: string,
    ): Promise<{ rows: TaskWithProperty[]; total: number }> {
      const { where, params } = listFilters(organizationId, query, today);
      const { offset, limit } = pageWindow(query);
      const rows: RawTask[] = await database.query(
        `${SELECT} WHERE ${where} ${ORDER} LIMIT ${limit} OFFSET ${offset}`,
        params,
      );
      const [count]: { total: number | string }[] = await database.query(
        `SELECT COUNT(*) AS total FROM tasks t WHERE ${where}`,
        params,
      );
      return { rows: rows.map(toTaskWithProperty), total: Number(count?.total ?? 0) };
    },

    /** The latest completed tasks, last completed first. */
    async latestCompleted(organizationId: string, limit: number): Promise<TaskWithProperty[]> {
      const rows: RawTask[] = await database.query(
        `${SELECT} WHERE t.organization_id = ? AND t.completed = 1 AND t.completed_at IS NOT NULL ORDER BY t.completed_at DESC, t.id DESC LIMIT ${Math.trunc(limit)}`,
        [organizationId],
      );
      return rows.map(toTaskWithProperty);
    },

    /** Those of `propertyIds` that are the organization's properties. */
    async propertiesOfOrganization(
      organizationId: string,
      propertyIds: readonly string[],
    ): Promise<Set<string>> {
      const own = new Set<string>();
      for (let index = 0; index < propertyIds.length; index += 500) {
        const rows = await database.getRepository(PropertyEntity).find({
          where: { organizationId, id: In(propertyIds.slice(index, index + 500)) },
          select: { id: true },
        });
        for (const row of rows) own.add(row.id);
      }
      return own;
    },

    isPropertyOfOrganization: (organizationId: string, propertyId: string) =>
      database.getRepository(PropertyEntity).exists({ where: { organizationId, id: propertyId } }),

    countForProperty: (organizationId: string, propertyId: string) =>
      tasks.count({ where: { organizationId, propertyId } }),

    async idsForProperty(organizationId: string, propertyId: string): Promise<string[]> {
      const rows = await tasks.find({ where: { organizationId, propertyId }, select: { id: true } });
      return rows.map((row) => row.id);
    },

    deleteForProperty: (organizationId: string, propertyId: string) =>
      tasks.delete({ organizationId, propertyId }),
  };
}
