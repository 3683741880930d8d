import { useId, type SelectHTMLAttributes } from 'react';
import styles from './SelectField.module.css';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> & {
  label: string;
  value: string;
  options: SelectOption[];
  onValueChange: (value: string) => void;
};

/** A labelled native select (keyboard and screen-reader behaviour for free). */
export function SelectField({ label, value, options, onValueChange, className, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        {...rest}
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
