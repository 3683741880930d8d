import { z } from 'zod';
import { ZIsoDate, ZUuid } from '../common/primitives';
import { ZTaskPriority } from '../tasks/task';
import { AI_QUESTION_MAX_LENGTH, type TAiChatEvent } from './chatEvents';

export {
  AI_QUESTION_MAX_LENGTH,
  AI_CHAT_EVENT_NAMES,
  type TAiChatEvent,
  type TAiProposal,
} from './chatEvents';

/** POST /api/ai/chat (API.md): a question, in a conversation of the user's or a new one; answered as server-sent events. */
export const ZAiChatRequest = z.object({
  message: z.string().trim().min(1).max(AI_QUESTION_MAX_LENGTH),
  conversationId: ZUuid.optional(),
});
export type TAiChatRequest = z.infer<typeof ZAiChatRequest>;

/** What the assistant proposes; only the user's click sends the message (POST /api/messages) or creates the task (POST /api/tasks). */
export const ZAiProposal = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('message'),
    tenantId: ZUuid,
    tenantName: z.string(),
    email: z.string().nullable(),
    subject: z.string(),
    body: z.string(),
  }),
  z.object({
    kind: z.literal('task'),
    title: z.string(),
    description: z.string().nullable(),
    dueDate: ZIsoDate.nullable(),
    priority: ZTaskPriority,
    propertyId: ZUuid.nullable(),
    propertyAddress: z.string().nullable(),
  }),
]);

/** One server-sent event of the chat stream (`event:` is the type, `data:` the rest as JSON). */
export const ZAiChatEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('conversation'), conversationId: ZUuid, title: z.string() }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('tool'), name: z.string(), status: z.enum(['started', 'done', 'failed']) }),
  z.object({ type: z.literal('proposal'), proposal: ZAiProposal }),
  z.object({ type: z.literal('done'), conversationId: ZUuid, answer: z.string() }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);

// The hand-written type the browser reads without zod must stay the schema's.
const _eventTypesAgree: z.infer<typeof ZAiChatEvent> extends TAiChatEvent
  ? TAiChatEvent extends z.infer<typeof ZAiChatEvent>
    ? true
    : never
  : never = true;
void _eventTypesAgree;
