import { ZListConversationsQuery, ZListConversationsResponse } from '@immodesk/contracts/ai/listConversations.contract';
import { defineRoute } from '../http/defineRoute';
import type { Services } from '../composition';

export function aiRoutes(services: Services) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/ai/conversations',
      auth: true,
      input: { query: ZListConversationsQuery },
      response: ZListConversationsResponse,
      handler: ({ session, query }) => services.ai.listConversations(session, query),
    }),
  ];
}
