import { z } from 'zod';

/**
 * POST /api/public/mail/ses-notifications: Amazon SNS posts a message about the product's SES mail (its body is
 * SNS's JSON, sent as text/plain, checked against SNS's signature by the handler). What the handler did with it.
 */
export const ZSesNotificationResponse = z.object({ result: z.enum(['confirmed', 'recorded', 'ignored']) });
export type TSesNotificationResponse = z.infer<typeof ZSesNotificationResponse>;
