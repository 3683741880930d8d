import type { ReactNode } from 'react';
import styles from './SecondaryText.module.css';

export type SecondaryTextProps = { children: ReactNode };

/** A muted second line under a value, e.g. the contact person under a company's name in a table cell. */
export function SecondaryText({ children }: SecondaryTextProps) {
  return <span className={styles.secondary}>{children}</span>;
}
