import { z } from 'zod';
import type { TPlanType } from '../plan/plan.contract';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** The storage each plan includes for documents (null: unlimited); an upload beyond it is 403 `plan_required`. */
export const DOCUMENT_QUOTA_BYTES: Record<TPlanType, number | null> = {
  free: 200 * MB,
  basic: 2 * GB,
  professional: 20 * GB,
  enterprise: null,
};

/** GET /api/documents/usage: the bytes the organization's documents take and its plan's quota (null: unlimited). */
export const ZDocumentUsageResponse = z.object({
  usedBytes: z.number().int().min(0),
  quotaBytes: z.number().int().min(0).nullable(),
});
export type TDocumentUsageResponse = z.infer<typeof ZDocumentUsageResponse>;
