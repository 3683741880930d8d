import type { RequestContext } from '@immodesk/platform/context';
import {
  deliverNotification,
  type DeliverNotificationDeps,
  type DeliveryReport,
} from '../use-cases/deliverNotification';

export type NotificationChannels = {
  /** Tells the context's user about one event on the channels their preferences turn on (never throws). */
  deliver(context: RequestContext, input: Parameters<typeof deliverNotification>[2]): Promise<DeliveryReport>;
};

/** Binds the delivery to the composed services, so the places that create notifications need one dependency. */
export function createNotificationChannels(deps: DeliverNotificationDeps): NotificationChannels {
  return { deliver: (context, input) => deliverNotification(deps, context, input) };
}
