import { AppError } from '@immodesk/platform/errors';
import type { AppContext } from './appContext';

/** Uploads one user may have running at once on one instance; each holds a connection and a temporary file. */
export const MAX_CONCURRENT_UPLOADS_PER_USER = 3;

const uploadsByUser = new Map<string, number>();

/** How many uploads of this user this instance is receiving now. */
export function uploadsInProgress(userId: string): number {
  return uploadsByUser.get(userId) ?? 0;
}

/**
 * Takes one of the user's upload slots until the response is finished or the connection closes; the 4th at once
 * is 429 `rate_limited`. Counted per instance: the limit guards this process's connections, memory and disk.
 */
export function takeUploadSlot(ctx: AppContext, userId: string): void {
  const inProgress = uploadsInProgress(userId);
  if (inProgress >= MAX_CONCURRENT_UPLOADS_PER_USER) {
    ctx.set('Connection', 'close');
    throw new AppError('rate_limited', { messageKey: 'errors.tooManyUploads' });
  }
  uploadsByUser.set(userId, inProgress + 1);
  let isReleased = false;
  const release = () => {
    if (isReleased) return;
    isReleased = true;
    const remaining = uploadsInProgress(userId) - 1;
    if (remaining > 0) uploadsByUser.set(userId, remaining);
    else uploadsByUser.delete(userId);
  };
  ctx.res.once('close', release);
  ctx.res.once('finish', release);
}
