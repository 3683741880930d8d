import type { ReactNode } from 'react';
import { ViewModeGrid, type ViewMode } from '@immodesk/ui-kit';
import styles from './ContactResults.module.css';

export type ContactResultsProps<TItem extends { id: string }> = {
  items: TItem[];
  mode: ViewMode;
  /** `tenant-results`, `contractor-results`. */
  testId: string;
  renderTable: (items: TItem[]) => ReactNode;
  renderCard: (item: TItem) => ReactNode;
};

/** A page of contacts in the chosen view mode: a table as "list", cards in a small or large grid, or one per row. */
export function ContactResults<TItem extends { id: string }>({
  items,
  mode,
  testId,
  renderTable,
  renderCard,
}: ContactResultsProps<TItem>) {
  if (mode === 'list') {
    return (
      <div data-testid={testId} data-view-mode={mode}>
        {renderTable(items)}
      </div>
    );
  }
  return (
    <ViewModeGrid mode={mode} testId={testId}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          {renderCard(item)}
        </li>
      ))}
    </ViewModeGrid>
  );
}
