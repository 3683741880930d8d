import type { ReactNode, TableHTMLAttributes } from 'react';
import styles from './Table.module.css';

export type TableProps = TableHTMLAttributes<HTMLTableElement> & {
  /** Every table has a caption for screen readers; show it or keep it visually hidden. */
  caption: string;
  isCaptionVisible?: boolean;
  children: ReactNode;
};

/** A plain semantic table in a horizontal scroller (usable at 360 px); write thead/tbody as children. */
export function Table({ caption, isCaptionVisible = false, className, children, ...rest }: TableProps) {
  return (
    <div className={styles.scroller}>
      <table {...rest} className={[styles.table, className].filter(Boolean).join(' ')}>
        <caption className={isCaptionVisible ? styles.caption : styles.visuallyHidden}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
