import type { DataSource } from 'typeorm';
import {
  OrganizationBrandingEntity,
  type OrganizationBrandingRow,
} from '../entities/OrganizationBrandingEntity';

export function organizationBrandingRepository(dataSource: DataSource) {
  const brandings = dataSource.getRepository(OrganizationBrandingEntity);
  return {
    find: (organizationId: string) => brandings.findOne({ where: { organizationId } }),
    async save(row: Omit<OrganizationBrandingRow, 'id'>): Promise<void> {
      const existing = await brandings.findOne({
        where: { organizationId: row.organizationId },
        select: { id: true },
      });
      if (existing) await brandings.update({ organizationId: row.organizationId, id: existing.id }, row);
      else await brandings.insert(brandings.create(row));
    },
    async delete(organizationId: string): Promise<void> {
      await brandings.delete({ organizationId });
    },
  };
}
