import styles from './NotProvided.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export type NotProvidedProps = {
  /** What a screen reader says instead of the dash, e.g. "not provided" or "not paid yet". */
  label: string;
};

/** An empty value in a list: a dash on screen, `label` for screen readers. */
export function NotProvided({ label }: NotProvidedProps) {
  return (
    <span className={styles.muted}>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
