import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { isLoopbackUrl } from '@immodesk/platform/loopback';
import type { Clock } from '@immodesk/platform/ports/clock';
import { PushSubscriptionEntity } from '../entities/PushSubscriptionEntity';

export type NewPushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

const BASE64URL = /^[A-Za-z0-9_-]+=*$/;

const hashOf = (endpoint: string) => crypto.createHash('sha256').update(endpoint).digest('hex');

function invalid(field: string): AppError {
  return new AppError('validation_error', { details: { [field]: 'validation.invalid' } });
}

/**
 * A push endpoint is the browser vendor's push service, always https (RFC 8030 §8). Plain http is accepted only on
 * this machine outside production: the local push service of the tests.
 */
function checkedEndpoint(endpoint: string, allowLoopbackHttp: boolean): string {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw invalid('endpoint');
  }
  const loopback = isLoopbackUrl(endpoint);
  if (url.protocol === 'https:' && (!loopback || allowLoopbackHttp)) return url.toString();
  if (url.protocol === 'http:' && loopback && allowLoopbackHttp) return url.toString();
  throw invalid('endpoint');
}

/** Keeps (or moves to this user) the browser's subscription; the same endpoint is stored once. */
export async function subscribePush(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: NewPushSubscription,
  options: { allowLoopbackHttp: boolean },
): Promise<void> {
  const endpoint = checkedEndpoint(input.endpoint, options.allowLoopbackHttp);
  // P-256 public key: 65 bytes (87 base64url characters); auth secret: 16 bytes (22 characters).
  if (!BASE64URL.test(input.keys.p256dh) || Buffer.from(input.keys.p256dh, 'base64url').length !== 65)
    throw invalid('keys.p256dh');
  if (!BASE64URL.test(input.keys.auth) || Buffer.from(input.keys.auth, 'base64url').length !== 16)
    throw invalid('keys.auth');
  const endpointHash = hashOf(endpoint);
  const now = clock.now();
  await dataSource.transaction(async (manager) => {
    const subscriptions = manager.getRepository(PushSubscriptionEntity);
    await subscriptions.delete({ endpointHash });
    await subscriptions.insert({
      organizationId: context.organizationId,
      userId: context.userId,
      endpoint,
      endpointHash,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      createdAt: now,
      updatedAt: now,
    });
  });
}

/** Forgets this browser's subscription of the user (turning push off in that browser); unknown endpoints: nothing. */
export async function unsubscribePush(
  dataSource: DataSource,
  context: RequestContext,
  input: { endpoint: string },
): Promise<void> {
  let endpoint: string;
  try {
    endpoint = new URL(input.endpoint).toString();
  } catch {
    throw invalid('endpoint');
  }
  await dataSource.getRepository(PushSubscriptionEntity).delete({
    organizationId: context.organizationId,
    userId: context.userId,
    endpointHash: hashOf(endpoint),
  });
}

/** How many browsers of the user receive push messages. */
export function countPushSubscriptions(dataSource: DataSource, context: RequestContext): Promise<number> {
  return dataSource
    .getRepository(PushSubscriptionEntity)
    .countBy({ organizationId: context.organizationId, userId: context.userId });
}
