import type { TAiConversation } from '@immodesk/contracts/ai/getConversation.contract';
import { apiGet } from '@immodesk/sdk';

/** GET /api/ai/conversations/:id, typed without a schema (zod stays off the chat's first load). */
export function fetchConversation(id: string, signal?: AbortSignal): Promise<TAiConversation> {
  return apiGet<TAiConversation>(`/api/ai/conversations/${encodeURIComponent(id)}`, { signal });
}
