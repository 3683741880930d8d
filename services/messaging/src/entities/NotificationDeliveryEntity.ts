import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { DeliveryChannel } from '../domain/deliveryChannel';

/** One event delivered to one user on one channel: the unique key makes a delivery happen once. */
export type NotificationDeliveryRow = {
  id: string;
  organizationId: string;
  userId: string;
  eventKey: string;
  channel: DeliveryChannel;
  createdAt: Date;
  updatedAt: Date;
};

export const NotificationDeliveryEntity = new EntitySchema<NotificationDeliveryRow>({
  name: 'NotificationDelivery',
  tableName: 'notification_deliveries',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    userId: entityColumn.varchar(36, { name: 'user_id' }),
    eventKey: entityColumn.varchar(120, { name: 'event_key' }),
    channel: entityColumn.varchar(10),
    ...entityColumn.timestamps(),
  },
});
