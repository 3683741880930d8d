import { isApiError, toast } from '@immodesk/sdk';

/**
 * SPEC §8 failure toast: the catalogue message of the action (in the user's language) as the title, and the
 * server's own translated message underneath when it says something more. A request that never reached the
 * server shows the sdk's translated connection-error message.
 */
export function toastFailure(summary: string, error: unknown): void {
  if (isApiError(error) && error.code === 'network_error') {
    toast.error(error.message);
    return;
  }
  const detail = isApiError(error) ? error.message : undefined;
  if (detail && detail !== summary) toast.error(summary, { description: detail });
  else toast.error(summary);
}
