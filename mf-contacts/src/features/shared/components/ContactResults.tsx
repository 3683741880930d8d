import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedTable, ViewModeGrid, type StackedTableColumns, type ViewMode } from '@immodesk/ui-kit';
import styles from './ContactResults.module.css';

export type ContactResultsProps<TItem extends { id: string }> = {
  /** Names the table (`tenantList.caption`) and the test ids (`tenant-results`, `tenant-row`). */
  kind: 'tenant' | 'contractor';
  items: TItem[];
  mode: ViewMode;
  /** The table's columns, for the "list" mode. */
  columns: StackedTableColumns<TItem>;
  renderCard: (item: TItem) => ReactNode;
};

/** A page of contacts in the chosen view mode: a table as "list", cards in a small or large grid, or one per row. */
export function ContactResults<TItem extends { id: string }>({
  kind,
  items,
  mode,
  columns,
  renderCard,
}: ContactResultsProps<TItem>) {
  const { t } = useTranslation('contacts');
  const testId = `${kind}-results`;
  if (mode === 'list') {
    // Six columns with e-mail addresses: stacked below the default 56rem, never a horizontal scroller.
    return (
      <div data-testid={testId} data-view-mode={mode}>
        <StackedTable
          caption={t(`${kind}List.caption`)}
          rows={items}
          columns={columns}
          rowTestId={`${kind}-row`}
        />
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
