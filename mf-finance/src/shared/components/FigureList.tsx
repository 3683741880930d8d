import type { ReactNode } from 'react';
import styles from './FigureList.module.css';

export type Figure = { key: string; label: string; value: ReactNode };

export type FigureListProps = {
  figures: readonly Figure[];
  /** Each figure's test id is `<prefix>-<key>`. */
  testIdPrefix: string;
};

/** A few key figures side by side, each a label over its value, wrapping on a narrow screen. */
export function FigureList({ figures, testIdPrefix }: FigureListProps) {
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.key} className={styles.figure} data-testid={`${testIdPrefix}-${figure.key}`}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
