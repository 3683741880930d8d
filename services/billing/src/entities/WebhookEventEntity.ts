import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';
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
    eventId: { name: 'event_id', type: 'varchar', length: 255, primary: true },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36, nullable: true },
    type: { type: 'varchar', length: 100 },
    result: { type: 'varchar', length: 20 },
    detail: { type: 'varchar', length: 255, nullable: true },
    receivedAt: { name: 'received_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
