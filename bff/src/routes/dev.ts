import { z } from 'zod';
import { publicRoute } from '../http/routeShorthands';
import type { Services } from '../composition';

export const ZOutboxResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      createdAt: z.string(),
      fromName: z.string().nullable(),
      replyTo: z.string().nullable(),
      cc: z.array(z.string()),
      bcc: z.array(z.string()),
      attachments: z.array(
        z.object({ fileName: z.string(), contentType: z.string(), sizeBytes: z.number() }),
      ),
    }),
  ),
});

/** Development helpers; never registered in production. */
export function devRoutes({ outbox }: Pick<Services, 'outbox'>) {
  return [
    publicRoute.get('/api/dev/outbox', { response: ZOutboxResponse }, async () => ({
      items: await outbox.list(),
    })),
  ];
}
