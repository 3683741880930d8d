import type { SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import styles from './TextField.module.css';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  label: string;
  options: readonly SelectOption[];
  id?: string;
  hint?: string;
  error?: string | null;
  /** Convenience for controlled filters: called with the chosen value. */
  onValueChange?: (value: string) => void;
};

/** A labelled native select with the same look, hint and error wiring as TextField. */
export function SelectField({
  label,
  options,
  id,
  hint,
  error,
  required,
  className,
  onValueChange,
  onChange,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} id={id} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <select
          {...selectProps}
          {...control}
          className={styles.input}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
