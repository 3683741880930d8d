import { AppError } from '@immodesk/platform/errors';

const MB = 1024 * 1024;

/**
 * Refuses an upload that would take the organization's documents beyond its plan's storage quota (null:
 * unlimited): 403 `plan_required`, since a bigger plan is the way out (deleting documents is the other).
 */
export function assertWithinQuota(usedBytes: number, uploadBytes: number, quotaBytes: number | null): void {
  if (quotaBytes === null || usedBytes + uploadBytes <= quotaBytes) return;
  throw new AppError('plan_required', {
    messageKey: 'errors.documentQuotaExceeded',
    params: { usedMb: Math.ceil(usedBytes / MB), quotaMb: Math.round(quotaBytes / MB) },
  });
}
