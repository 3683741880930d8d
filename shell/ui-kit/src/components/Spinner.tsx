import clsx from 'clsx';
import styles from './Spinner.module.css';

export type SpinnerProps = {
  size?: 'small' | 'medium' | 'large';
  tone?: 'brand' | 'inherit';
  /** When given, the spinner is announced (role="status") and the label shown below it. */
  label?: string;
  /** Announce the label without showing it. */
  isLabelHidden?: boolean;
};

export function Spinner({ size = 'medium', tone = 'brand', label, isLabelHidden = false }: SpinnerProps) {
  const circle = (
    <span
      className={clsx(styles.spinner, styles[size], tone === 'inherit' && styles.inherit)}
      aria-hidden="true"
    />
  );
  if (!label) return circle;
  return (
    <div className={styles.block} role="status">
      {circle}
      <span className={isLabelHidden ? styles.visuallyHidden : undefined}>{label}</span>
    </div>
  );
}
