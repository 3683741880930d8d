import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { ViewMode } from './ViewModeSwitch';
import styles from './ViewModeGrid.module.css';

export type ViewModeGridProps = {
  /** Grid, large grid or large list (the "list" mode is a table, which the caller renders instead). */
  mode: Exclude<ViewMode, 'list'>;
  testId?: string;
  /** The `<li>` items. */
  children: ReactNode;
};

/** A list's cards laid out for the view mode: small or large cards filling the width, or one card per row. */
export function ViewModeGrid({ mode, testId, children }: ViewModeGridProps) {
  return (
    <ul className={clsx(styles.results, styles[mode])} data-testid={testId} data-view-mode={mode}>
      {children}
    </ul>
  );
}
