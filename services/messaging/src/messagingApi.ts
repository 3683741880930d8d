import type { DataSource } from 'typeorm';
import type {
  TListNotificationsQuery,
  TNotificationType,
} from '@immodesk/contracts/notifications/listNotifications.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { Logger } from '@immodesk/platform/logger';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import { systemClock, type Clock } from '@immodesk/platform/ports/clock';
import { createHttpServiceClient } from '@immodesk/platform/rpc/httpServiceClient';
import type { SameValues } from '@immodesk/platform/sameValues';
import type { OutgoingMail } from '@immodesk/platform/ports/mail/Mailer';
import { renderMessageMail, type MessageMailInput } from './mails/renderMessageMail';
import { LOCAL_CHANNEL_SETTINGS, type MessagingChannelSettings } from './channels/channelSettings';
import { vapidKeyStore } from './channels/vapidKeys';
import type { PushMessage } from './domain/deliveryChannel';
import { claimDelivery, type ClaimOutcome, type DeliveryClaim } from './use-cases/claimDelivery';
import {
  countPushSubscriptions,
  subscribePush,
  unsubscribePush,
  type NewPushSubscription,
} from './use-cases/pushSubscriptions';
import { sendPush } from './use-cases/sendPush';
import { listSentSms, sendSms, type SmsRecord } from './use-cases/sendSms';
import {
  forgetContact,
  getMessage,
  listMessageMailIds,
  listMessages,
  recordMessage,
  recordMessageMails,
} from './use-cases/messages';
import { notify, type NotifyInput } from './use-cases/notify';
import { reserveMailAllowance, type MailAllowanceRequest } from './use-cases/reserveMailAllowance';
import { deleteOrganizationData, exportOrganizationData } from './use-cases/organizationData';
import {
  countUnreadNotifications,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './use-cases/readNotifications';
import type { MessageListQuery, MessageRecord, NewMessage } from './domain/message';
import type { NotificationRecord, NotificationType } from './domain/notification';

export type { NotificationRecord } from './domain/notification';
export { isDeletedContact } from './domain/message';
export type {
  MessageAttachment,
  MessageRecipientKind,
  MessageRecipientRecord,
  MessageRecord,
  NewMessage,
} from './domain/message';
export type { NotifyInput } from './use-cases/notify';
export type { MailAllowanceRequest } from './use-cases/reserveMailAllowance';
export type { MessageMailInput } from './mails/renderMessageMail';
export { messagingDatabaseModule } from './messagingDatabaseModule';
export type { PushMessage } from './domain/deliveryChannel';
export type { DeliveryChannel } from './domain/deliveryChannel';
export type { ClaimOutcome, DeliveryClaim } from './use-cases/claimDelivery';
export type { NewPushSubscription } from './use-cases/pushSubscriptions';
export type { SmsRecord } from './use-cases/sendSms';
export { channelSettingsFromConfig, LOCAL_CHANNEL_SETTINGS } from './channels/channelSettings';
export type { MessagingChannelSettings } from './channels/channelSettings';

/** The types `notify` accepts (NOTIFICATION_TYPES) are the ones the HTTP contract lists. */
const _notificationTypesAgree: SameValues<NotificationType, TNotificationType> = true;

/**
 * The messaging service (in-app notifications, and the messages a landlord sends) as the BFF uses it, in-process or over HTTP. The service's edge:
 * only here do the HTTP contracts appear (the BFF turns a NotificationRecord into the reader's TNotification).
 */
export type MessagingApi = {
  listNotifications(
    context: RequestContext,
    query: TListNotificationsQuery,
  ): Promise<{ items: NotificationRecord[]; total: number }>;
  countUnreadNotifications(context: RequestContext): Promise<{ count: number }>;
  markNotificationRead(context: RequestContext, id: string): Promise<void>;
  markAllNotificationsRead(context: RequestContext): Promise<{ updated: number }>;
  deleteNotification(context: RequestContext, id: string): Promise<void>;
  notify(context: RequestContext, input: NotifyInput): Promise<NotificationRecord>;
  /** Takes a message's mails from the hourly and daily allowances (429 `rate_limited` beyond); call before recording it. */
  reserveMailAllowance(context: RequestContext, request: MailAllowanceRequest): Promise<void>;
  /** Stores a message before its mails are queued; the body is sanitised here. */
  recordMessage(context: RequestContext, input: NewMessage): Promise<MessageRecord>;
  recordMessageMails(
    context: RequestContext,
    input: { messageId: string; mails: { recipientId: string; mailId: string }[] },
  ): Promise<void>;
  /** One recipient's mail of a message, in the recipient's language; the BFF queues it in the outbox. */
  renderMessageMail(context: RequestContext, input: MessageMailInput): Promise<OutgoingMail>;
  listMessages(
    context: RequestContext,
    query: MessageListQuery,
  ): Promise<{ items: MessageRecord[]; total: number }>;
  getMessage(context: RequestContext, id: string): Promise<MessageRecord>;
  /** Erases a deleted tenant or contractor from the recipients of the organization's messages. */
  forgetContact(context: RequestContext, input: { contactId: string }): Promise<void>;
  /** The outbox mails of the organization's messages, to delete them with the organization. */
  listMessageMailIds(context: RequestContext): Promise<string[]>;
  exportOrganizationData(context: RequestContext): Promise<OrganizationExport>;
  deleteOrganizationData(context: RequestContext): Promise<void>;
  /** The public VAPID key browsers subscribe with (applicationServerKey). */
  getPushPublicKey(context: RequestContext): Promise<{ publicKey: string }>;
  subscribePush(context: RequestContext, subscription: NewPushSubscription): Promise<void>;
  unsubscribePush(context: RequestContext, input: { endpoint: string }): Promise<void>;
  countPushSubscriptions(context: RequestContext): Promise<{ count: number }>;
  /** The right to deliver one event to one user on one channel: once, and within the channel's hourly allowance. */
  claimDelivery(context: RequestContext, claim: DeliveryClaim): Promise<ClaimOutcome>;
  /** Posts the message to every browser the user subscribed; answers how many accepted it. */
  sendPush(
    context: RequestContext,
    input: { userId: string; message: PushMessage },
  ): Promise<{ accepted: number }>;
  /** Texts an E.164 number through the configured provider; the message is kept either way. */
  sendSms(
    context: RequestContext,
    input: { userId: string; to: string; body: string },
  ): Promise<{ sent: boolean }>;
  /** The newest texts of every organization: only the development mailbox asks (never served in production). */
  listSentSms(context: RequestContext, input: { limit: number }): Promise<SmsRecord[]>;
};

const METHODS = [
  'listNotifications',
  'countUnreadNotifications',
  'markNotificationRead',
  'markAllNotificationsRead',
  'deleteNotification',
  'notify',
  'reserveMailAllowance',
  'recordMessage',
  'recordMessageMails',
  'renderMessageMail',
  'listMessages',
  'getMessage',
  'forgetContact',
  'listMessageMailIds',
  'exportOrganizationData',
  'deleteOrganizationData',
  'getPushPublicKey',
  'subscribePush',
  'unsubscribePush',
  'countPushSubscriptions',
  'claimDelivery',
  'sendPush',
  'sendSms',
  'listSentSms',
] as const satisfies readonly (keyof MessagingApi)[];

const quietLogger = { warn: () => undefined };

export function createInProcessMessagingApi(
  dataSource: DataSource,
  clock: Clock = systemClock,
  channels: MessagingChannelSettings & { logger?: Pick<Logger, 'warn'> } = LOCAL_CHANNEL_SETTINGS,
): MessagingApi {
  const vapidKeys = vapidKeyStore(dataSource, clock, channels.vapid);
  const logger = channels.logger ?? quietLogger;
  return {
    listNotifications: (context, query) => listNotifications(dataSource, context, query),
    countUnreadNotifications: (context) => countUnreadNotifications(dataSource, context),
    markNotificationRead: (context, id) => markNotificationRead(dataSource, clock, context, id),
    markAllNotificationsRead: (context) => markAllNotificationsRead(dataSource, clock, context),
    deleteNotification: (context, id) => deleteNotification(dataSource, context, id),
    notify: (context, input) => notify(dataSource, clock, context, input),
    reserveMailAllowance: (context, request) => reserveMailAllowance(dataSource, clock, context, request),
    recordMessage: (context, input) => recordMessage(dataSource, clock, context, input),
    recordMessageMails: (context, input) => recordMessageMails(dataSource, clock, context, input),
    renderMessageMail: (_context, input) => Promise.resolve(renderMessageMail(input)),
    listMessages: (context, query) => listMessages(dataSource, context, query),
    getMessage: (context, id) => getMessage(dataSource, context, id),
    forgetContact: (context, input) => forgetContact(dataSource, clock, context, input),
    listMessageMailIds: (context) => listMessageMailIds(dataSource, context),
    exportOrganizationData: (context) => exportOrganizationData(dataSource, context),
    deleteOrganizationData: (context) => deleteOrganizationData(dataSource, context),
    getPushPublicKey: async () => ({ publicKey: (await vapidKeys()).publicKey }),
    subscribePush: (context, subscription) =>
      subscribePush(dataSource, clock, context, subscription, {
        allowLoopbackHttp: channels.allowLoopbackPushEndpoints,
      }),
    unsubscribePush: (context, input) => unsubscribePush(dataSource, context, input),
    countPushSubscriptions: async (context) => ({ count: await countPushSubscriptions(dataSource, context) }),
    claimDelivery: (context, claim) => claimDelivery(dataSource, clock, context, claim),
    sendPush: async (context, input) => ({
      accepted: await sendPush({ dataSource, vapidKeys, logger }, context, input),
    }),
    sendSms: (context, input) => sendSms({ dataSource, clock, provider: channels.sms }, context, input),
    listSentSms: (_context, input) => listSentSms(dataSource, Math.min(Math.max(input.limit, 1), 500)),
  };
}

export function createHttpMessagingApi(options: { baseUrl: string; token: string }): MessagingApi {
  return createHttpServiceClient<MessagingApi>(METHODS, options);
}
