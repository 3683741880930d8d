import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

/** The VAPID key pair generated once for an installation without VAPID_* in its environment (development). */
export type VapidKeyRow = {
  id: string;
  publicKey: string;
  privateKey: string;
  createdAt: Date;
  updatedAt: Date;
};

export const VapidKeyEntity = new EntitySchema<VapidKeyRow>({
  name: 'VapidKey',
  tableName: 'vapid_keys',
  columns: {
    id: entityColumn.varchar(20, { primary: true }),
    publicKey: entityColumn.varchar(120, { name: 'public_key' }),
    privateKey: entityColumn.varchar(120, { name: 'private_key' }),
    ...entityColumn.timestamps(),
  },
});
