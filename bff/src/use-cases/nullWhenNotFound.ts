import { isAppError } from '@immodesk/platform/errors';

/** The looked-up item, or null when it is `not_found` (deleted, or another organization's); other errors pass. */
export async function nullWhenNotFound<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') return null;
    throw error;
  }
}
