import type { HTMLAttributes, ReactNode } from 'react';
import styles from './ItemCard.module.css';

export type ItemCardProps = Omit<HTMLAttributes<HTMLLIElement>, 'className'> & {
  /** The first line: its parts spread to both ends, wrapping under each other when there is no room. */
  heading: ReactNode;
  children?: ReactNode;
};

/** One item of a card list (a credit of a statement, a due rent item): a bordered tile with a heading line. */
export function ItemCard({ heading, children, ...rest }: ItemCardProps) {
  return (
    <li {...rest} className={styles.card}>
      <div className={styles.heading}>{heading}</div>
      {children}
    </li>
  );
}
