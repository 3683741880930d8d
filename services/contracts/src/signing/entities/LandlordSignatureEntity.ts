import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';
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
    id: { type: 'varchar', length: 36, primary: true },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    userId: { name: 'user_id', type: 'varchar', length: 36 },
    method: { type: 'varchar', length: 16 },
    typedName: { name: 'typed_name', type: 'varchar', length: 100, nullable: true },
    imageKey: { name: 'image_key', type: 'varchar', length: 200, nullable: true },
    imageType: { name: 'image_type', type: 'varchar', length: 32, nullable: true },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
