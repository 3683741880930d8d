import type { ReactNode } from 'react';
import styles from './PlanLine.module.css';

export type PlanLineProps = { children: ReactNode };

/** The plan's badge with what goes with it (its status, its provider) on one line that wraps, above a card's details. */
export function PlanLine({ children }: PlanLineProps) {
  return <p className={styles.line}>{children}</p>;
}
