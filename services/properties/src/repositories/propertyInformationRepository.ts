import type { DataSource, EntityManager } from 'typeorm';
import { insertRows } from '@immodesk/platform/database/insertRows';
import {
  PropertyInformationEntity,
  type PropertyInformationRow,
} from '../entities/PropertyInformationEntity';

export function propertyInformationRepository(dataSource: DataSource | EntityManager) {
  const information = dataSource.getRepository(PropertyInformationEntity);
  return {
    find: (organizationId: string, propertyId: string) =>
      information.findOne({ where: { organizationId, propertyId } }),
    save: (row: PropertyInformationRow) => information.save(row),
    /** New rows of new properties, a few hundred per statement. */
    async insertMany(rows: readonly PropertyInformationRow[]): Promise<void> {
      await insertRows(information.manager, PropertyInformationEntity, rows);
    },
    countForProperty: (organizationId: string, propertyId: string) =>
      information.count({ where: { organizationId, propertyId } }),
    deleteForProperty: (organizationId: string, propertyId: string) =>
      information.delete({ organizationId, propertyId }),
  };
}
