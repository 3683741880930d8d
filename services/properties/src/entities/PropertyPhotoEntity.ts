import { EntitySchema } from 'typeorm';
import { bigintAsNumber, booleanColumn, instantColumn } from '@immodesk/platform/database/columns';
import type { PhotoMimeType } from '../domain/propertyPhoto';

export type PropertyPhotoRow = {
  id: string;
  organizationId: string;
  propertyId: string;
  fileName: string;
  mimeType: PhotoMimeType;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  storageKey: string;
  thumbnailKey: string;
  isPrimary: boolean;
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
