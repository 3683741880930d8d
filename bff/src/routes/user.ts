import { ZListSessionsResponse, ZSessionParams } from '@immodesk/contracts/user/sessions.contract';
import { defineRoute } from '../http/defineRoute';
import type { Services } from '../composition';

/** Settings → account: the signed-in user's own sessions, profile, password and two-factor. */
export function userRoutes(services: Services, options: { secureCookies: boolean }) {
  void options;
  return [
    defineRoute({
      method: 'get',
      path: '/api/user/sessions',
      auth: true,
      response: ZListSessionsResponse,
      handler: async ({ ctx, session }) => {
        ctx.set('Cache-Control', 'no-store');
        return services.identity.listSessions(session);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/api/user/sessions/:id',
      auth: true,
      input: { params: ZSessionParams },
      handler: ({ session, params }) => services.identity.endSession(session, params.id),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/user/sessions',
      auth: true,
      handler: ({ session }) => services.identity.endOtherSessions(session),
    }),
  ];
}
