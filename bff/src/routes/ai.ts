import { ZAiChatRequest } from '@immodesk/contracts/ai/chat.contract';
import { ZAiConversation, ZGetConversationParams } from '@immodesk/contracts/ai/getConversation.contract';
import {
  ZListConversationsQuery,
  ZListConversationsResponse,
} from '@immodesk/contracts/ai/listConversations.contract';
import {
  ZPropertyDescriptionRequest,
  ZPropertyDescriptionResponse,
} from '@immodesk/contracts/ai/propertyDescription.contract';
import { isAppError } from '@immodesk/platform/errors';
import { openEventStream } from '../http/serverSentEvents';
import { signedIn } from '../http/routeShorthands';
import { translate } from '../i18n/translate';
import type { Services } from '../composition';
import { acceptAiQuestion, answerAiQuestion } from '../use-cases/askAiPilot';
import { generatePropertyDescription } from '../use-cases/generatePropertyDescription';

type AiRouteServices = Pick<
  Services,
  | 'ai'
  | 'billing'
  | 'chatProvider'
  | 'clock'
  | 'properties'
  | 'contacts'
  | 'contracts'
  | 'finance'
  | 'indexation'
  | 'statistics'
  | 'statements'
>;

/** SPEC.md §2 /ai-assistant and §7: conversations, questions answered as server-sent events, property descriptions. */
export function aiRoutes(services: AiRouteServices) {
  const { ai } = services;
  return [
    signedIn.get(
      '/api/ai/conversations',
      { query: ZListConversationsQuery, response: ZListConversationsResponse },
      ({ session, query }) => ai.listConversations(session, query),
    ),
    signedIn.get(
      '/api/ai/conversations/:id',
      { params: ZGetConversationParams, response: ZAiConversation },
      ({ session, params }) => ai.getConversation(session, params.id),
    ),
    // Events: conversation, delta, tool, proposal, then done (the full answer) or error. Refusals come before the stream, as JSON.
    signedIn.post(
      '/api/ai/chat',
      {
        body: ZAiChatRequest,
        rateLimit: ({ session }) => [{ key: `ai-chat:${session.userId}`, limit: 20, windowMs: 60_000 }],
      },
      async ({ ctx, session, body }) => {
        const accepted = await acceptAiQuestion(services, session, body);
        const language = ctx.state.language;
        const stream = openEventStream(ctx);
        stream.send({ type: 'conversation', conversationId: accepted.conversationId, title: accepted.title });
        // The answer streams after the handler returns; its content is never logged, only the error code.
        void answerAiQuestion(services, session, accepted, {
          language,
          signal: stream.signal,
          emit: stream.send,
        })
          .catch((error: unknown) => {
            const code = isAppError(error) ? error.code : 'internal';
            ctx.state.logger.warn(
              { code, cause: isAppError(error) ? undefined : String((error as Error)?.name ?? 'Error') },
              'ai question failed',
            );
            const messageKey =
              isAppError(error) && error.code === 'unavailable'
                ? error.messageKey
                : 'errors.aiQuestionFailed';
            stream.send({
              type: 'error',
              code,
              message: translate(language, messageKey, { requestId: ctx.state.requestId }),
            });
          })
          .finally(() => stream.close());
      },
    ),
    signedIn.post(
      '/api/ai/property-description',
      {
        body: ZPropertyDescriptionRequest,
        response: ZPropertyDescriptionResponse,
        rateLimit: ({ session }) => [
          { key: `ai-description:${session.userId}`, limit: 10, windowMs: 60_000 },
        ],
      },
      ({ ctx, session, body }) => {
        const controller = new AbortController();
        ctx.res.on('close', () => controller.abort());
        return generatePropertyDescription(services, session, body, controller.signal);
      },
    ),
  ];
}
