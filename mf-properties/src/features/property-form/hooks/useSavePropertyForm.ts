import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCreatePropertyRequest } from '@immodesk/contracts/properties/createProperty.contract';
import { isApiError, isSaveCancelled, planKeys, serverFieldErrors, toast } from '@immodesk/sdk';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import {
  EMPTY_PROPERTY_FORM,
  REQUIRED_ERROR,
  validatePropertyForm,
  type PropertyFormValues,
} from '../utils/propertyFormValues';

/** What the property form shows and reports: its values, their errors, the summary and the submit. */
export type PropertyFormState = {
  values: PropertyFormValues;
  setValues: (values: PropertyFormValues) => void;
  /** Per field: a translation key of this remote (`form.errors.…`) or the server's translated message. */
  errors: Record<string, string>;
  /** The form-level message (SPEC.md §5), shown above the fields. */
  summary: string | null;
  /** Goes up with each refused submit: focus then moves to the first invalid field. */
  invalidAttempt: number;
  submit: () => void;
};

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
  const [invalidAttempt, setInvalidAttempt] = useState(0);
  const mutation = useMutation({
    mutationFn: options.save,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: propertyKeys.all });
      await queryClient.invalidateQueries({ queryKey: planKeys.limits() });
      toast.success(t(options.kind === 'add' ? 'toasts.added' : 'toasts.updated'));
      options.onSaved(result);
    },
    onError: (error) => {
      if (isSaveCancelled(error)) return;
      const fieldErrors = serverFieldErrors(error, { rentCents: 'rent' });
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length > 0) setInvalidAttempt((attempt) => attempt + 1);
      const message = isApiError(error) ? error.message : String(error);
      if (isApiError(error) && error.code === 'validation_error') setSummary(message);
      toast.error(t(options.kind === 'add' ? 'toasts.addFailed' : 'toasts.updateFailed'), {
        description: message,
      });
    },
  });
  const submit = () => {
    const result = validatePropertyForm(values);
    setErrors(result.errors);
    if (!result.body) {
      // SPEC.md §5's summary is about missing required fields; any other mistake is said at its field only.
      setSummary(Object.values(result.errors).includes(REQUIRED_ERROR) ? t('form.requiredSummary') : null);
      setInvalidAttempt((attempt) => attempt + 1);
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
  return { values, setValues, errors, summary, invalidAttempt, submit, reset, isSaving: mutation.isPending };
}
