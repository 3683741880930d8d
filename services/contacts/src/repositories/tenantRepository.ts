import { randomUUID } from 'node:crypto';
import { insertRows } from '@immodesk/platform/database/insertRows';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { containsPattern } from '@immodesk/platform/database/likePattern';
import { pageWindow } from '@immodesk/platform/domain/page';
import type { TenantListQuery } from '../domain/tenant';
import { TenantEntity, type TenantRow } from '../entities/TenantEntity';

export function tenantRepository(dataSource: DataSource | EntityManager) {
  const tenants = dataSource.getRepository(TenantEntity);
  return {
    insert: (row: Omit<TenantRow, 'id'>) => tenants.save(tenants.create(row)),

    /** Many new rows in a few statements (a batch create); answers them with their ids. */
    async insertMany(rows: readonly Omit<TenantRow, 'id'>[]): Promise<TenantRow[]> {
      const withIds = rows.map((row) => ({ ...row, id: randomUUID() }));
      await insertRows(tenants.manager, TenantEntity, withIds);
      return withIds;
    },

    findById: (organizationId: string, id: string) => tenants.findOne({ where: { organizationId, id } }),

    /** The organization's tenants among `ids` (others' and unknown ids are left out). */
    findByIds: (organizationId: string, ids: readonly string[]) =>
      ids.length === 0 ? Promise.resolve([]) : tenants.find({ where: { organizationId, id: In([...ids]) } }),

    save: (row: TenantRow) => tenants.save(row),

    remove: (organizationId: string, id: string) => tenants.delete({ organizationId, id }),

    /** Clears the property link of the organization's tenants on that property; answers how many were linked. */
    async unlinkProperty(organizationId: string, propertyId: string, updatedAt: Date): Promise<number> {
      const result = await tenants.update({ organizationId, propertyId }, { propertyId: null, updatedAt });
      return result.affected ?? 0;
    },

    countActive: (organizationId: string) => tenants.count({ where: { organizationId, status: 'active' } }),

    async list(
      organizationId: string,
      query: TenantListQuery,
    ): Promise<{ rows: TenantRow[]; total: number }> {
      const builder = tenants
        .createQueryBuilder('tenant')
        .where('tenant.organizationId = :organizationId', { organizationId });
      if (query.q) {
        builder.andWhere(
          "(tenant.firstName LIKE :q ESCAPE '!' OR tenant.lastName LIKE :q ESCAPE '!' OR tenant.companyName LIKE :q ESCAPE '!' OR tenant.email LIKE :q ESCAPE '!')",
          { q: containsPattern(query.q) },
        );
      }
      if (query.propertyId)
        builder.andWhere('tenant.propertyId = :propertyId', { propertyId: query.propertyId });
      if (query.status) builder.andWhere('tenant.status = :status', { status: query.status });
      const { offset, limit } = pageWindow(query);
      const [rows, total] = await builder
        .orderBy('tenant.sortName', 'ASC')
        .addOrderBy('tenant.id', 'ASC')
        .skip(offset)
        .take(limit)
        .getManyAndCount();
      return { rows, total };
    },
  };
}
