import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import styles from './TextField.module.css';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  id?: string;
  hint?: string;
  /** A character count under the field, e.g. "120/2000"; over its limit it marks the field invalid. */
  counter?: { text: string; isOver?: boolean };
  error?: string | null;
};

/** A labelled, vertically resizable multi-line field with the same wiring as TextField. */
export function TextAreaField({
  label,
  id,
  hint,
  counter,
  error,
  required,
  className,
  rows = 4,
  ...textareaProps
}: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      id={id}
      hint={hint}
      counter={counter}
      error={error}
      required={required}
      className={className}
    >
      {(control) => <textarea rows={rows} {...textareaProps} {...control} className={styles.textarea} />}
    </FieldFrame>
  );
}
