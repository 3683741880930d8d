import webpush from 'web-push';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Logger } from '@immodesk/platform/logger';
import type { VapidKeys } from '../channels/vapidKeys';
import type { PushMessage } from '../domain/deliveryChannel';
import { PushSubscriptionEntity } from '../entities/PushSubscriptionEntity';

export type PushDeps = {
  dataSource: DataSource;
  vapidKeys: () => Promise<VapidKeys>;
  logger: Pick<Logger, 'warn'>;
  fetchImpl?: typeof fetch;
};

/** A day: a notice the browser could not take within it (the computer was off) is stale. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends the message to every browser the user subscribed, encrypted for each (RFC 8291, aes128gcm) and signed
 * with the VAPID key (RFC 8292). web-push builds each request; it is posted with fetch, so a local push service
 * on this machine (the tests) is reached like a vendor's. A subscription the push service says is gone (404/410)
 * is forgotten. Answers how many browsers accepted it.
 */
export async function sendPush(
  deps: PushDeps,
  context: RequestContext,
  input: { userId: string; message: PushMessage },
): Promise<number> {
  const subscriptions = deps.dataSource.getRepository(PushSubscriptionEntity);
  const rows = await subscriptions.findBy({ organizationId: context.organizationId, userId: input.userId });
  if (rows.length === 0) return 0;
  const keys = await deps.vapidKeys();
  const payload = JSON.stringify(input.message);
  let accepted = 0;
  for (const row of rows) {
    const request = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      payload,
      {
        vapidDetails: keys,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
        topic: input.message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
      },
    );
    try {
      const response = await (deps.fetchImpl ?? fetch)(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(15_000),
      });
      if (response.status === 404 || response.status === 410) await subscriptions.delete({ id: row.id });
      else if (response.ok) accepted += 1;
      else deps.logger.warn({ status: response.status }, 'push: the push service refused a message');
    } catch (error) {
      deps.logger.warn({ err: error }, 'push: the push service could not be reached');
    }
  }
  return accepted;
}
