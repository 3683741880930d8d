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
    countForProperty: (organizationId: string, propertyId: string) =>
      information.count({ where: { organizationId, propertyId } }),
    deleteForProperty: (organizationId: string, propertyId: string) =>
      information.delete({ organizationId, propertyId }),
  };
}
