import type { InputHTMLAttributes } from 'react';
import styles from './ChoiceField.module.css';

export type ChoiceFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  type: 'checkbox' | 'radio';
  label: string;
};

/** A checkbox or radio button with its label, at touch height, the box large enough to hit and in the theme colour. */
export function ChoiceField({ label, ...inputProps }: ChoiceFieldProps) {
  return (
    <label className={styles.choice}>
      <input {...inputProps} />
      {label}
    </label>
  );
}
