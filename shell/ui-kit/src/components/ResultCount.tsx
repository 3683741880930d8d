import type { ReactNode } from 'react';
import styles from './ResultCount.module.css';

export type ResultCountProps = { children: ReactNode };

/** "12 tenants": announced politely, so a screen-reader user hears the result of a search or filter. */
export function ResultCount({ children }: ResultCountProps) {
  return (
    <p role="status" aria-live="polite" className={styles.count}>
      {children}
    </p>
  );
}
