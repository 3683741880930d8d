import { randomUUID } from 'node:crypto';
import { insertRows } from '@immodesk/platform/database/insertRows';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';
import { containsPattern } from '@immodesk/platform/database/likePattern';
import { pageWindow } from '@immodesk/platform/domain/page';
import type { PropertyListQuery } from '../domain/property';
import { foldForSearch } from '../domain/searchText';
import { PropertyEntity, type PropertyRow } from '../entities/PropertyEntity';

export type PropertyListRow = Pick<
  PropertyRow,
  | 'id'
  | 'urlCode'
  | 'street'
  | 'houseNumber'
  | 'bus'
  | 'postalCode'
  | 'city'
  | 'country'
  | 'type'
  | 'rentCents'
  | 'status'
  | 'occupancy'
  | 'isFavourite'
  | 'latitude'
  | 'longitude'
> & { primaryPhotoId: string | null };

// The list is the hottest query of the product: plain SQL (identical on SQLite and MySQL) instead of a query
// builder, which spent more CPU composing the statement and hydrating entities than the database spent answering.
// The primary photo is a subquery evaluated for the page's rows only. Columns of `properties` stay unqualified:
// the page's ids come from a derived table whose only column is `pageId`.
const LIST_COLUMNS = `id, url_code AS urlCode, street, house_number AS houseNumber, bus, postal_code AS postalCode, city,
  country, type, rent_cents AS rentCents, status, occupancy, is_favourite AS isFavourite, latitude, longitude,
  (SELECT photo.id FROM property_photos photo WHERE photo.property_id = properties.id AND photo.is_primary = 1 LIMIT 1) AS primaryPhotoId`;

type RawListRow = Omit<PropertyListRow, 'rentCents' | 'isFavourite'> & {
  rentCents: number | string | null;
  isFavourite: number | boolean;
};

function toListRow(row: RawListRow): PropertyListRow {
  return {
    ...row,
    rentCents: row.rentCents === null ? null : Number(row.rentCents),
    isFavourite: Boolean(row.isFavourite),
    primaryPhotoId: row.primaryPhotoId ?? null,
  };
}

function listFilters(organizationId: string, query: PropertyListQuery): { where: string; params: unknown[] } {
  const clauses = ['organization_id = ?'];
  const params: unknown[] = [organizationId];
  if (query.q) {
    clauses.push("search_text LIKE ? ESCAPE '!'");
    params.push(containsPattern(foldForSearch(query.q)));
  }
  const add = (clause: string, value: unknown) => {
    clauses.push(clause);
    params.push(value);
  };
  if (query.type) add('type = ?', query.type);
  if (query.status) add('status = ?', query.status);
  if (query.occupancy) add('occupancy = ?', query.occupancy);
  if (query.minRentCents !== undefined) add('rent_cents >= ?', query.minRentCents);
  if (query.maxRentCents !== undefined) add('rent_cents < ?', query.maxRentCents);
  if (query.favourite !== undefined) add('is_favourite = ?', query.favourite ? 1 : 0);
  return { where: clauses.join(' AND '), params };
}

type Statement = { sql: string; params: unknown[] };

/**
 * The statements of one list page: the page's ids walked in order through the list index (the offset of a deep
 * page skipped inside the index, no row read for it), then those rows joined; and the count for the same filters.
 */
export function propertyListStatements(
  organizationId: string,
  query: PropertyListQuery,
): { page: Statement; count: Statement } {
  const { where, params } = listFilters(organizationId, query);
  const { offset, limit } = pageWindow(query);
  return {
    page: {
      sql: `SELECT ${LIST_COLUMNS} FROM properties
        JOIN (SELECT id AS pageId FROM properties WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}) page
          ON page.pageId = properties.id
        ORDER BY created_at DESC, id DESC`,
      params,
    },
    count: { sql: `SELECT COUNT(*) AS total FROM properties WHERE ${where}`, params },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function propertyRepository(dataSource: DataSource | EntityManager) {
  const properties = dataSource.getRepository(PropertyEntity);
  return {
    insert: (row: Omit<PropertyRow, 'id'>) => properties.save(properties.create(row)),

    save: (row: PropertyRow) => properties.save(row),

    /** Many new rows in a few statements (a batch create); answers them with their ids. */
    async insertMany(rows: readonly Omit<PropertyRow, 'id'>[]): Promise<PropertyRow[]> {
      const withIds = rows.map((row) => ({ ...row, id: randomUUID() }));
      await insertRows(properties.manager, PropertyEntity, withIds);
      return withIds;
    },

    /** Every urlCode of the organization (a batch create picks free codes for many addresses at once). */
    async urlCodes(organizationId: string): Promise<Set<string>> {
      const rows: { urlCode: string }[] = await dataSource.query(
        'SELECT url_code AS urlCode FROM properties WHERE organization_id = ?',
        [organizationId],
      );
      return new Set(rows.map((row) => row.urlCode));
    },

    /** The organization's properties among `ids` (others' and unknown ids are left out). */
    findByIds: (organizationId: string, ids: readonly string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : properties.find({ where: { organizationId, id: In([...ids]) } }),

    /** By id or by urlCode, always within the organization. */
    findByRef: (organizationId: string, idOrUrlCode: string) =>
      properties.findOne({
        where: UUID.test(idOrUrlCode)
          ? { organizationId, id: idOrUrlCode.toLowerCase() }
          : { organizationId, urlCode: idOrUrlCode.toLowerCase() },
      }),

    /** The organization's urlCodes equal to `base` or starting with `base-` (to pick a free suffix). */
    async urlCodesStartingWith(organizationId: string, base: string): Promise<Set<string>> {
      const rows: { urlCode: string }[] = await dataSource.query(
        "SELECT url_code AS urlCode FROM properties WHERE organization_id = ? AND (url_code = ? OR url_code LIKE ? ESCAPE '!')",
        [organizationId, base, `${base.replace(/[!%_]/g, '!$&')}-%`],
      );
      return new Set(rows.map((row) => row.urlCode));
    },

    /** Properties that count towards the plan limit: every one that is not archived. */
    countActive: (organizationId: string) =>
      properties.count({ where: { organizationId, status: 'active' } }),

    delete: (organizationId: string, id: string) => properties.delete({ organizationId, id }),

    /** One page, newest first (ties by id, matching the index), and the total for the same filters. */
    async list(
      organizationId: string,
      query: PropertyListQuery,
    ): Promise<{ rows: PropertyListRow[]; total: number }> {
      const statements = propertyListStatements(organizationId, query);
      const rows: RawListRow[] = await dataSource.query(statements.page.sql, statements.page.params);
      const [count]: { total: number | string }[] = await dataSource.query(
        statements.count.sql,
        statements.count.params,
      );
      return { rows: rows.map(toListRow), total: Number(count?.total ?? 0) };
    },

    /** Every property of the organization, archived ones too, newest first, with its financial information (JSON, null when never saved). */
    async listAllWithFinancial(
      organizationId: string,
    ): Promise<
      (PropertyListRow & { financialJson: string | null; epcLabel: string | null; createdAt: Date })[]
    > {
      const rows: (RawListRow & {
        financialJson: string | null;
        epcLabel: string | null;
        createdAt: Date | string;
      })[] = await dataSource.query(
        `SELECT ${LIST_COLUMNS}, created_at AS createdAt,
          (SELECT info.financial_json FROM property_information info WHERE info.property_id = properties.id AND info.organization_id = properties.organization_id) AS financialJson,
          (SELECT info.epc_label FROM property_information info WHERE info.property_id = properties.id AND info.organization_id = properties.organization_id) AS epcLabel
         FROM properties WHERE organization_id = ? ORDER BY created_at DESC, id DESC`,
        [organizationId],
      );
      return rows.map(({ createdAt, financialJson, epcLabel, ...row }) => ({
        ...toListRow(row),
        financialJson: financialJson ?? null,
        epcLabel: epcLabel ?? null,
        createdAt: instantColumn.from(createdAt) as Date,
      }));
    },
  };
}
