import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { PropertyPhoto } from '../domain/propertyPhoto';

/** `createdAt` is the photo's `uploadedAt`. */
export type PropertyPhotoRow = Omit<PropertyPhoto, 'uploadedAt'> & {
  organizationId: string;
  storageKey: string;
  thumbnailKey: string;
  createdAt: Date;
};

export const PropertyPhotoEntity = new EntitySchema<PropertyPhotoRow>({
  name: 'PropertyPhoto',
  tableName: 'property_photos',
  columns: {
    id: entityColumn.varchar(36, { primary: true }),
    organizationId: entityColumn.organizationId(),
    propertyId: entityColumn.varchar(36, { name: 'property_id' }),
    fileName: entityColumn.varchar(255, { name: 'file_name' }),
    mimeType: entityColumn.varchar(32, { name: 'mime_type' }),
    sizeBytes: entityColumn.bigint({ name: 'size_bytes' }),
    width: entityColumn.int({ nullable: true }),
    height: entityColumn.int({ nullable: true }),
    storageKey: entityColumn.varchar(255, { name: 'storage_key' }),
    thumbnailKey: entityColumn.varchar(255, { name: 'thumbnail_key' }),
    isPrimary: entityColumn.boolean({ name: 'is_primary', default: false }),
    createdAt: entityColumn.instant({ name: 'created_at' }),
  },
});
