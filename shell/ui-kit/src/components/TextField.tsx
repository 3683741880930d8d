import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import styles from './TextField.module.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  id?: string;
  hint?: string;
  /** Shown under the field and linked with aria-describedby; marks the input invalid. */
  error?: string | null;
  /** The id of a form-level error that concerns this field too; see FieldFrame. */
  formErrorId?: string | null;
};

/** The look of the text field's input, for a custom input inside a FieldFrame (a combobox, a chip input). */
export const inputClassName: string = styles.input ?? '';

export function TextField({
  label,
  id,
  hint,
  error,
  formErrorId,
  required,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      id={id}
      hint={hint}
      error={error}
      formErrorId={formErrorId}
      required={required}
      className={className}
    >
      {(control) => <input {...inputProps} {...control} className={styles.input} />}
    </FieldFrame>
  );
}
