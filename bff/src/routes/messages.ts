import {
  ZListMessagesQuery,
  ZListMessagesResponse,
} from '@immodesk/contracts/messages/listMessages.contract';
import {
  ZGetMessageResponse,
  ZMessageParams,
  ZResendMessageResponse,
} from '@immodesk/contracts/messages/getMessage.contract';
import { ZSendMessageRequest, ZSendMessageResponse } from '@immodesk/contracts/messages/sendMessage.contract';
import type { Services } from '../composition';
import { withRetryAfter } from '../http/retryAfter';
import { signedIn } from '../http/routeShorthands';
import { presentMessages } from '../presenters/presentMessages';
import { resendMessage } from '../use-cases/resendMessage';
import { sendMessage } from '../use-cases/sendMessage';

/** SPEC §2 Communications and API.md: send a message, its history with delivery per recipient, resend. */
export function messageRoutes(
  services: Pick<
    Services,
    'identity' | 'contacts' | 'documentFiles' | 'messaging' | 'outbox' | 'shellConfig'
  >,
) {
  const { messaging } = services;
  return [
    signedIn.get(
      '/api/messages',
      { query: ZListMessagesQuery, response: ZListMessagesResponse },
      async ({ session, query }) => {
        const { items, total } = await messaging.listMessages(session, query);
        return { items: await presentMessages(services, items), total };
      },
    ),
    signedIn.post(
      '/api/messages',
      { body: ZSendMessageRequest, response: ZSendMessageResponse, status: 201 },
      ({ ctx, session, body }) => withRetryAfter(ctx, sendMessage(services, session, body)),
    ),
    signedIn.get(
      '/api/messages/:id',
      { params: ZMessageParams, response: ZGetMessageResponse },
      async ({ session, params }) => {
        const [message] = await presentMessages(services, [await messaging.getMessage(session, params.id)]);
        if (!message) throw new Error('a presented message is missing');
        return message;
      },
    ),
    signedIn.post(
      '/api/messages/:id/resend',
      { params: ZMessageParams, response: ZResendMessageResponse },
      ({ ctx, session, params }) => withRetryAfter(ctx, resendMessage(services, session, params.id)),
    ),
  ];
}
