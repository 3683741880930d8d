import { z } from 'zod';
import { ZUuid } from '../common/primitives';
import { isEmailAddress, ZAddressList } from './addressList';
import {
  MAX_MESSAGE_ATTACHMENTS,
  MAX_MESSAGE_RECIPIENTS,
  MESSAGE_HTML_MAX,
  MESSAGE_SUBJECT_MAX,
  ZMessage,
} from './message';

/** A recipient: a tenant's or contractor's id, or an e-mail address. */
const ZRecipient = z
  .string()
  .trim()
  .min(1)
  .max(320)
  .superRefine((value, context) => {
    if (ZUuid.safeParse(value).success || isEmailAddress(value)) return;
    context.addIssue({
      code: 'custom',
      message: `Not an e-mail address: ${value}`,
      params: { messageKey: 'validation.invalidAddressInList', values: { address: value } },
    });
  });

/** Message body of API.md "Core bodies": `{ recipients, cc?, bcc?, subject, html, attachmentDocumentIds? }`. */
export const ZSendMessageRequest = z.object({
  recipients: z.array(ZRecipient).min(1).max(MAX_MESSAGE_RECIPIENTS),
  cc: ZAddressList,
  bcc: ZAddressList,
  subject: z.string().trim().min(1).max(MESSAGE_SUBJECT_MAX),
  html: z.string().min(1).max(MESSAGE_HTML_MAX),
  attachmentDocumentIds: z.array(ZUuid).max(MAX_MESSAGE_ATTACHMENTS).default([]),
});
export type TSendMessageRequest = z.infer<typeof ZSendMessageRequest>;
export type TSendMessageForm = z.input<typeof ZSendMessageRequest>;

export const ZSendMessageResponse = ZMessage;
export type TSendMessageResponse = z.infer<typeof ZSendMessageResponse>;
