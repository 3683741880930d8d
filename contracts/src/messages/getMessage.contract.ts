import { z } from 'zod';
import { ZUuid } from '../common/primitives';
import { ZMessage } from './message';

export const ZMessageParams = z.object({ id: ZUuid });
export type TMessageParams = z.infer<typeof ZMessageParams>;

export const ZGetMessageResponse = ZMessage;
export type TGetMessageResponse = z.infer<typeof ZGetMessageResponse>;

/** POST /api/messages/:id/resend: a new mail to each recipient whose delivery failed; the message as it now stands. */
export const ZResendMessageResponse = ZMessage;
export type TResendMessageResponse = z.infer<typeof ZResendMessageResponse>;
