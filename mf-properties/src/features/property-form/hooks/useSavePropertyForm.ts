import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCreatePropertyRequest } from '@immodesk/contracts/properties/createProperty.contract';
import { isApiError, planKeys, toast } from '@immodesk/sdk';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { EMPTY_PROPERTY_FORM, validatePropertyForm, type PropertyFormValues } from '../utils/propertyFormValues';
import { serverFieldErrors } from '../utils/serverFieldErrors';

/**
 * Form state, browser-side checks, the save call and its outcome: per-field errors from the server under each
 * field, the SPEC.md §5 summary, and the translated add/update failure toast (SPEC.md §8).
 */
export function useSavePropertyForm<T>(options: {
  initial?: PropertyFormValues;
  save: (body: TCreatePropertyRequest) => Promise<T>;
  kind: 'add' | 'update';
  onSaved: (result: T) => void;
}) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PropertyFormValues>(options.initial ?? EMPTY_PROPERTY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: options.save,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: propertyKeys.all });
      await queryClient.invalidateQueries({ queryKey: planKeys.limits() });
      toast.success(t(options.kind === 'add' ? 'toasts.added' : 'toasts.updated'));
      options.onSaved(result);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      const message = isApiError(error) ? error.message : String(error);
      if (isApiError(error) && error.code === 'validation_error') setSummary(message);
      toast.error(t(options.kind === 'add' ? 'toasts.addFailed' : 'toasts.updateFailed'), { description: message });
    },
  });
  const submit = () => {
    const result = validatePropertyForm(values);
    setErrors(result.errors);
    if (!result.body) {
      setSummary(t('form.requiredSummary'));
      return;
    }
    setSummary(null);
    mutation.mutate(result.body);
  };
  const reset = (next: PropertyFormValues = options.initial ?? EMPTY_PROPERTY_FORM) => {
    setValues(next);
    setErrors({});
    setSummary(null);
  };
  return { values, setValues, errors, summary, submit, reset, isSaving: mutation.isPending };
}
