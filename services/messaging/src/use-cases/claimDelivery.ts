import { MoreThanOrEqual, type DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { isUniqueViolation } from '@immodesk/platform/database/uniqueViolation';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { DELIVERY_CHANNELS, HOURLY_DELIVERY_LIMITS, type DeliveryChannel } from '../domain/deliveryChannel';
import { NotificationDeliveryEntity } from '../entities/NotificationDeliveryEntity';

export type DeliveryClaim = { userId: string; eventKey: string; channel: DeliveryChannel };
/** `claimed`: go ahead and send; `delivered`: this event already went out on it; `rate_limited`: the hour is full. */
export type ClaimOutcome = 'claimed' | 'delivered' | 'rate_limited';

const EVENT_KEY = /^[A-Za-z0-9:_.-]{1,120}$/;

/**
 * Takes the right to deliver one event to one user on one channel, once: the unique key (user, event, channel)
 * settles it across parallel runs and instances. Checked against the channel's hourly allowance first.
 */
export async function claimDelivery(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  claim: DeliveryClaim,
): Promise<ClaimOutcome> {
  if (!EVENT_KEY.test(claim.eventKey) || !(DELIVERY_CHANNELS as readonly string[]).includes(claim.channel))
    throw new AppError('validation_error', { details: { eventKey: 'validation.invalid' } });
  const deliveries = dataSource.getRepository(NotificationDeliveryEntity);
  const now = clock.now();
  const where = { userId: claim.userId, eventKey: claim.eventKey, channel: claim.channel };
  if (await deliveries.existsBy(where)) return 'delivered';
  const lastHour = await deliveries.countBy({
    userId: claim.userId,
    channel: claim.channel,
    createdAt: MoreThanOrEqual(new Date(now.getTime() - 60 * 60_000)),
  });
  if (lastHour >= HOURLY_DELIVERY_LIMITS[claim.channel]) return 'rate_limited';
  try {
    await deliveries.insert({
      organizationId: context.organizationId,
      ...where,
      createdAt: now,
      updatedAt: now,
    });
    return 'claimed';
  } catch (error) {
    if (isUniqueViolation(error)) return 'delivered';
    throw error;
  }
}
