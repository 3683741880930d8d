import type { DataSource } from 'typeorm';
import type { WebhookEventLog, WebhookEventResult } from '../domain/webhookEvent';
import { WebhookEventEntity, type WebhookEventRow } from '../entities/WebhookEventEntity';

export function webhookEventRepository(dataSource: DataSource) {
  const events = dataSource.getRepository(WebhookEventEntity);
  return {
    /** Claims the event for processing; false when another delivery already has it (processed, ignored or in progress). */
    async claim(row: WebhookEventRow): Promise<boolean> {
      const existing = await events.findOne({ where: { eventId: row.eventId } });
      if (existing && existing.result !== 'failed') return false;
      try {
        if (existing) {
          const { affected } = await events.update(
            { eventId: row.eventId, result: 'failed' },
            { result: 'processing', detail: null },
          );
          return Boolean(affected);
        }
        await events.insert(row);
        return true;
      } catch {
        // A concurrent delivery inserted the same event id first.
        return false;
      }
    },
    finish: (
      eventId: string,
      result: WebhookEventResult,
      detail: string | null,
      organizationId: string | null,
    ) =>
      events.update(
        { eventId },
        { result, detail: detail?.slice(0, 255) ?? null, ...(organizationId ? { organizationId } : {}) },
      ),
    latest: async (organizationId: string, limit: number): Promise<WebhookEventLog[]> => {
      const rows = await events.find({
        where: { organizationId },
        order: { receivedAt: 'DESC' },
        take: limit,
      });
      return rows.map(({ eventId, type, receivedAt, result, detail }) => ({
        eventId,
        type,
        receivedAt,
        result: result === 'processing' ? 'failed' : result,
        detail,
      }));
    },
  };
}
