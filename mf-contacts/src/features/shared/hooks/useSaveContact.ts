import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError, isSaveCancelled, serverFieldErrors, toast } from '@immodesk/sdk';
import { checkWithContract } from '../utils/contractFieldErrors';

export type SaveContactOptions<S extends z.ZodType, TResult> = {
  /** The endpoint's request contract: the browser checks with it before sending. */
  schema: S;
  save: (body: z.output<S>) => Promise<TResult>;
  /** Query keys whose data the save changes. */
  invalidates: QueryKey[];
  /** Toast keys of this remote: `{ success, failure }`. */
  toasts: { success: string; failure: string };
  onSaved: (result: TResult) => void;
};

/**
 * The save of a tenant or contractor form: the contract check in the browser, the call, and its outcome — the
 * server's per-field messages under each field, the translated failure in a toast (SPEC.md §8).
 */
export function useSaveContact<S extends z.ZodType, TResult>(options: SaveContactOptions<S, TResult>) {
  const { t } = useTranslation('contacts');
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: options.save,
    onSuccess: async (result) => {
      await Promise.all(options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      toast.success(t(options.toasts.success));
      options.onSaved(result);
    },
    onError: (error) => {
      if (isSaveCancelled(error)) return;
      setErrors(serverFieldErrors(error));
      toast.error(t(options.toasts.failure), {
        description: isApiError(error) ? error.message : String(error),
      });
    },
  });
  const submit = (body: unknown) => {
    const checked = checkWithContract(options.schema, body);
    setErrors(checked.errors);
    if (checked.body !== null) mutation.mutate(checked.body);
  };
  return { errors, setErrors, submit, isSaving: mutation.isPending };
}
