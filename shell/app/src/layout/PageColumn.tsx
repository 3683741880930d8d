import type { ReactNode } from 'react';
import styles from './PageColumn.module.css';

export type PageColumnProps = { id?: string; children: ReactNode };

/** The cards of an app page under its header, one under the other with the page's spacing. */
export function PageColumn({ id, children }: PageColumnProps) {
  return (
    <div className={styles.column} id={id}>
      {children}
    </div>
  );
}
