import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

/** One browser's push subscription (RFC 8030 endpoint and RFC 8291 keys) for one user. */
export type PushSubscriptionRow = {
  id: string;
  organizationId: string;
  userId: string;
  endpoint: string;
  endpointHash: string;
  p256dh: string;
  auth: string;
  createdAt: Date;
  updatedAt: Date;
};

export const PushSubscriptionEntity = new EntitySchema<PushSubscriptionRow>({
  name: 'PushSubscription',
  tableName: 'push_subscriptions',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    userId: entityColumn.varchar(36, { name: 'user_id' }),
    endpoint: entityColumn.varchar(1000),
    endpointHash: entityColumn.varchar(64, { name: 'endpoint_hash' }),
    p256dh: entityColumn.varchar(200),
    auth: entityColumn.varchar(100),
    ...entityColumn.timestamps(),
  },
});
