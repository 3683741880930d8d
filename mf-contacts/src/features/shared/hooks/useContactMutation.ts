import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError, toast } from '@immodesk/sdk';

/**
 * A detail view's action (deactivate, reactivate, delete): on success the lists and plan usage it changes are
 * refreshed and a toast confirms; on failure the server's translated message (e.g. the plan's tenant limit) shows.
 */
export function useContactMutation<TResult>(options: {
  run: () => Promise<TResult>;
  invalidates: QueryKey[];
  toasts: { success: string; failure: string };
  onDone?: () => void;
}) {
  const { t } = useTranslation('contacts');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.run,
    onSuccess: async () => {
      options.onDone?.();
      await Promise.all(options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      toast.success(t(options.toasts.success));
    },
    onError: (error) =>
      toast.error(t(options.toasts.failure), {
        description: isApiError(error) ? error.message : String(error),
      }),
  });
}
