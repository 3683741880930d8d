import clsx from 'clsx';
import type { ReactNode } from 'react';
import { layout } from './layout';
import styles from './PageHeader.module.css';

export type PageHeaderProps = {
  /** The page's one h1. */
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
};

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className={clsx(layout.toolbar, styles.header)}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
