import { z } from 'zod';
import { ZIsoInstant, ZUuid } from '../../common/primitives';
import { endpoint } from '../../common/endpoint';

export const ZContractIdParams = z.object({ id: ZUuid });
export type TContractIdParams = z.infer<typeof ZContractIdParams>;

/** POST /api/contracts/:id/share → a new link (256-bit token, valid 30 days); DELETE /api/contracts/:id/share revokes every link. */
export const ZShareContractResponse = z.object({ shareUrl: z.string().url(), expiresAt: ZIsoInstant });
export type TShareContractResponse = z.infer<typeof ZShareContractResponse>;

/** The public page's path: `/contracts/share/<token>`. */
export const SHARE_PAGE_PATH = '/contracts/share';

export const shareContractEndpoint = endpoint({
  path: '/api/contracts/:id/share',
  params: ZContractIdParams,
  response: ZShareContractResponse,
});

export const revokeContractShareEndpoint = endpoint({
  path: '/api/contracts/:id/share',
  params: ZContractIdParams,
});
