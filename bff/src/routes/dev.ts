import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import type { Services } from '../composition';

export const ZOutboxResponse = z.object({
  items: z.array(z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), html: z.string(), createdAt: z.string() })),
});

/** Development helpers; never registered in production. */
export function devRoutes({ outbox }: Pick<Services, 'outbox'>) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/dev/outbox',
      auth: false,
      response: ZOutboxResponse,
      handler: async () => ({ items: await outbox.list() }),
    }),
  ];
}
