import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { SignatureImageType, SignatureMethod } from '../domain/signing';

/** The landlord's saved signature (settings → signature), one per user, re-used on every contract they sign. */
export type LandlordSignatureRow = {
  id: string;
  organizationId: string;
  userId: string;
  method: SignatureMethod;
  typedName: string | null;
  imageKey: string | null;
  imageType: SignatureImageType | null;
  createdAt: Date;
};

export const LandlordSignatureEntity = new EntitySchema<LandlordSignatureRow>({
  name: 'LandlordSignature',
  tableName: 'landlord_signatures',
  columns: {
    id: entityColumn.varchar(36, { primary: true }),
    organizationId: entityColumn.organizationId(),
    userId: entityColumn.varchar(36, { name: 'user_id' }),
    method: entityColumn.varchar(16),
    typedName: entityColumn.varchar(100, { name: 'typed_name', nullable: true }),
    imageKey: entityColumn.varchar(200, { name: 'image_key', nullable: true }),
    imageType: entityColumn.varchar(32, { name: 'image_type', nullable: true }),
    createdAt: entityColumn.instant({ name: 'created_at' }),
  },
});
