import { z } from 'zod';
import { ZLanguage } from '../common/primitives';

export const MESSAGE_SUBJECT_MAX = 300;
export const MESSAGE_HTML_MAX = 100_000;
export const MAX_MESSAGE_RECIPIENTS = 50;
export const MAX_MESSAGE_ATTACHMENTS = 10;

/** queued: waiting for the mail provider; sent: the provider accepted it; failed: refused or unreachable (see `failureReason`). */
export const ZDeliveryStatus = z.enum(['queued', 'sent', 'failed']);
export type TDeliveryStatus = z.infer<typeof ZDeliveryStatus>;

export const ZMessageRecipient = z.object({
  id: z.string(),
  kind: z.enum(['tenant', 'contractor', 'email']),
  /** The tenant's or contractor's id; null for an address typed by hand or a deleted contact. */
  contactId: z.string().nullable(),
  name: z.string().nullable(),
  /** Empty for a deleted contact. */
  email: z.string(),
  /** A tenant or contractor deleted since: no name, no address, shown as "deleted contact"; never mailed again. */
  isDeletedContact: z.boolean(),
  language: ZLanguage,
  status: ZDeliveryStatus,
  failureReason: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** 1, plus one per resend. */
  sendCount: z.number().int(),
});
export type TMessageRecipient = z.infer<typeof ZMessageRecipient>;

export const ZMessageAttachment = z.object({
  documentId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});

/** A sent message with the delivery state of each recipient's mail (CC and BCC ride along on each of them). */
export const ZMessage = z.object({
  id: z.string(),
  subject: z.string(),
  /** Sanitised: only p, br, b/strong, i/em, u, ul/ol/li and http(s)/mailto links. */
  html: z.string(),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  attachments: z.array(ZMessageAttachment),
  createdAt: z.string(),
  recipients: z.array(ZMessageRecipient),
});
export type TMessage = z.infer<typeof ZMessage>;
