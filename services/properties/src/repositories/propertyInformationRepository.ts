import type { DataSource, EntityManager } from 'typeorm';
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
      for (let index = 0; index < rows.length; index += 500)
        await information.insert(rows.slice(index, index + 500));
    },
    countForProperty: (organizationId: string, propertyId: string) =>
      information.count({ where: { organizationId, propertyId } }),
    deleteForProperty: (organizationId: string, propertyId: string) =>
      information.delete({ organizationId, propertyId }),
  };
}
