import { ZListConversationsQuery, ZListConversationsResponse } from '@immodesk/contracts/ai/listConversations.contract';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';

export function aiRoutes({ ai }: Pick<Services, 'ai'>) {
  return [
    signedIn.get('/api/ai/conversations', { query: ZListConversationsQuery, response: ZListConversationsResponse }, ({ session, query }) =>
      ai.listConversations(session, query),
    ),
  ];
}
