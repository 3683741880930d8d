import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { WebhookEventResult } from '../domain/webhookEvent';

export type WebhookEventRow = {
  /** Stripe's event id: each is processed once. */
  eventId: string;
  organizationId: string | null;
  type: string;
  result: WebhookEventResult | 'processing';
  detail: string | null;
  receivedAt: Date;
};

export const WebhookEventEntity = new EntitySchema<WebhookEventRow>({
  name: 'BillingWebhookEvent',
  tableName: 'billing_webhook_events',
  columns: {
    eventId: entityColumn.varchar(255, { name: 'event_id', primary: true }),
    organizationId: entityColumn.varchar(36, { name: 'organization_id', nullable: true }),
    type: entityColumn.varchar(100),
    result: entityColumn.varchar(20),
    detail: entityColumn.varchar(255, { nullable: true }),
    receivedAt: entityColumn.instant({ name: 'received_at' }),
  },
});
