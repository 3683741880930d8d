import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldError } from './useFieldError';
import { useSaveContact, type SaveContactOptions } from './useSaveContact';

/** The fields of a form's values that hold text, the ones a text field edits. */
type TextFieldName<TValues> = { [K in keyof TValues]: TValues[K] extends string ? K : never }[keyof TValues] &
  string;

export type ContactFormOptions<TValues, S extends z.ZodType, TResult> = Omit<
  SaveContactOptions<S, TResult>,
  'onSaved'
> & {
  initialValues: TValues;
  /** The request body of the form's values, checked with `schema` before it is sent. */
  bodyOf: (values: TValues) => unknown;
  onClose: () => void;
};

/**
 * The state of a tenant or contractor form: its values, the save (which closes the dialog once done), each
 * field's message, and the props of a text field bound to one value.
 */
export function useContactForm<TValues extends object, S extends z.ZodType, TResult>({
  initialValues,
  bodyOf,
  onClose,
  ...saveOptions
}: ContactFormOptions<TValues, S, TResult>) {
  const { t } = useTranslation('contacts');
  const [values, setValues] = useState<TValues>(initialValues);
  const save = useSaveContact({
    ...saveOptions,
    onSaved: onClose,
  });
  const errorOf = useFieldError(save.errors);
  const set = <K extends keyof TValues>(field: K, value: TValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  /** Label `form.fields.<field>`, name, value and message of a text field; `errorField` when the API names it otherwise. */
  const textField = <K extends TextFieldName<TValues>>(field: K, errorField: string = field) => {
    const name: string = field;
    return {
      label: t(`form.fields.${name}`),
      name,
      value: String(values[field]),
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.value as TValues[K]),
      error: errorOf(errorField),
    };
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.submit(bodyOf(values));
  };
  return { values, set, errorOf, textField, handleSubmit, isSaving: save.isSaving };
}
