import { EntitySchema } from 'typeorm';
import { bigintAsNumber, booleanColumn, instantColumn } from '@immodesk/platform/database/columns';
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
    id: { type: 'varchar', length: 36, primary: true },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    propertyId: { name: 'property_id', type: 'varchar', length: 36 },
    fileName: { name: 'file_name', type: 'varchar', length: 255 },
    mimeType: { name: 'mime_type', type: 'varchar', length: 32 },
    sizeBytes: { name: 'size_bytes', type: 'bigint', transformer: bigintAsNumber },
    width: { type: 'int', nullable: true },
    height: { type: 'int', nullable: true },
    storageKey: { name: 'storage_key', type: 'varchar', length: 255 },
    thumbnailKey: { name: 'thumbnail_key', type: 'varchar', length: 255 },
    isPrimary: { name: 'is_primary', type: 'boolean', default: false, transformer: booleanColumn },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
