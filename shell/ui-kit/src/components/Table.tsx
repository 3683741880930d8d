import clsx from 'clsx';
import { useId, type ReactNode, type TableHTMLAttributes } from 'react';
import { layout } from './layout';
import styles from './Table.module.css';

export type TableProps = TableHTMLAttributes<HTMLTableElement> & {
  /** Every table has a caption for screen readers; show it or keep it visually hidden. It also names the scroll region. */
  caption: string;
  isCaptionVisible?: boolean;
  children: ReactNode;
};

/**
 * A plain semantic table in a horizontal scroller (usable at 360 px); write thead/tbody as children.
 * The scroller is a focusable region named by the caption, so a keyboard user can scroll it when it overflows.
 */
export function Table({ caption, isCaptionVisible = false, className, children, ...rest }: TableProps) {
  const captionId = useId();
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table {...rest} className={clsx(styles.table, className)}>
        <caption id={captionId} className={isCaptionVisible ? styles.caption : layout.visuallyHidden}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
