import { z } from 'zod';
import { ZUuid } from '../common/primitives';
import { ZAiConversationSummary } from './listConversations.contract';

export const ZGetConversationParams = z.object({ id: ZUuid });
export type TGetConversationParams = z.infer<typeof ZGetConversationParams>;

export const ZAiConversationMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
});
export type TAiConversationMessage = z.infer<typeof ZAiConversationMessage>;

/** GET /api/ai/conversations/:id: one of the signed-in user's conversations with its messages, oldest first. */
export const ZAiConversation = ZAiConversationSummary.extend({ messages: z.array(ZAiConversationMessage) });
export type TAiConversation = z.infer<typeof ZAiConversation>;
