import { z } from 'zod';
import { ZPageQuery, zListResponse } from '../common/pagination';
import { ZUuid } from '../common/primitives';
import { ZMessage } from './message';

/** Newest first; `recipientId` (a tenant's or contractor's id) keeps the messages sent to that contact. */
export const ZListMessagesQuery = ZPageQuery.extend({ recipientId: ZUuid.optional() });
export type TListMessagesQuery = z.infer<typeof ZListMessagesQuery>;

export const ZListMessagesResponse = zListResponse(ZMessage);
export type TListMessagesResponse = z.infer<typeof ZListMessagesResponse>;
