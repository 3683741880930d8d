import { isApiError } from '../api/ApiError';
import { toast } from './lazySonner';

export { toast, Toaster } from './lazySonner';
export type { ToasterProps } from 'sonner';

/** Shows the server's translated message; the UI never invents a second wording for a failure (STYLE.md). */
export function toastError(error: unknown, fallbackMessage?: string): void {
  if (isApiError(error)) {
    toast.error(error.message);
    return;
  }
  if (fallbackMessage) {
    toast.error(fallbackMessage);
    return;
  }
  toast.error(error instanceof Error ? error.message : String(error));
}

export function toastSuccess(message: string): void {
  toast.success(message);
}

export function toastInfo(message: string): void {
  toast.info(message);
}

export function toastWarning(message: string): void {
  toast.warning(message);
}
