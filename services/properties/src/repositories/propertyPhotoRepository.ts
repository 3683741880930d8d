import type { DataSource, EntityManager } from 'typeorm';
import { PropertyPhotoEntity, type PropertyPhotoRow } from '../entities/PropertyPhotoEntity';

export function propertyPhotoRepository(dataSource: DataSource | EntityManager) {
  const photos = dataSource.getRepository(PropertyPhotoEntity);
  return {
    insert: (row: PropertyPhotoRow) => photos.save(photos.create(row)),

    /** Primary first, then in upload order. */
    listForProperty: (organizationId: string, propertyId: string) =>
      photos.find({
        where: { organizationId, propertyId },
        order: { isPrimary: 'DESC', createdAt: 'ASC', id: 'ASC' },
      }),

    find: (organizationId: string, propertyId: string, id: string) =>
      photos.findOne({ where: { organizationId, propertyId, id } }),

    countForProperty: (organizationId: string, propertyId: string) =>
      photos.count({ where: { organizationId, propertyId } }),

    async setPrimary(organizationId: string, propertyId: string, id: string): Promise<void> {
      await photos.update({ organizationId, propertyId }, { isPrimary: false });
      await photos.update({ organizationId, propertyId, id }, { isPrimary: true });
    },

    delete: (organizationId: string, id: string) => photos.delete({ organizationId, id }),

    deleteForProperty: (organizationId: string, propertyId: string) =>
      photos.delete({ organizationId, propertyId }),

    storageKeysOfOrganization: (organizationId: string) =>
      photos.find({ where: { organizationId }, select: { id: true, storageKey: true, thumbnailKey: true } }),
  };
}
