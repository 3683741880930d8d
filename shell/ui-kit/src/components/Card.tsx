import clsx from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Card.module.css';

export type CardProps = HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'section' | 'article' | 'li';
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  isCompact?: boolean;
  children?: ReactNode;
};

export function Card({
  as: Element = 'div',
  title,
  headingLevel = 2,
  isCompact = false,
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Element {...rest} className={clsx(styles.card, isCompact && styles.compact, className)}>
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      {children}
    </Element>
  );
}
