import { z } from 'zod';
import { ZPageQuery, zListResponse } from '../common/pagination';

export const ZListConversationsQuery = ZPageQuery;
export type TListConversationsQuery = z.infer<typeof ZListConversationsQuery>;

export const ZAiConversationSummary = z.object({
  id: z.string(),
  title: z.string(),
  messageCount: z.number().int().min(0),
  lastMessagePreview: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAiConversationSummary = z.infer<typeof ZAiConversationSummary>;

export const ZListConversationsResponse = zListResponse(ZAiConversationSummary);
export type TListConversationsResponse = z.infer<typeof ZListConversationsResponse>;
