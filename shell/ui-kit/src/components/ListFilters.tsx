import type { ReactNode } from 'react';
import styles from './ListFilters.module.css';

export type ListFiltersProps = { label: string; children: ReactNode };

/** The search and filter fields above a list, as a search landmark; they stack on a narrow screen. */
export function ListFilters({ label, children }: ListFiltersProps) {
  return (
    <div role="search" aria-label={label} className={styles.filters}>
      {children}
    </div>
  );
}
