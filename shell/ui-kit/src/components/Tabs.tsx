import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabForKey } from './tabForKey';
import styles from './Tabs.module.css';

export type TabsProps<T extends string> = {
  label: string;
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  tabLabel: (tab: T) => string;
  /** The selected tab's panel. */
  children: ReactNode;
};

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move and activate; the panel is named by its tab. */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  tabLabel,
  children,
}: TabsProps<T>) {
  const baseId = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabForKey(tabs, selected, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab) => {
          const isSelected = tab === selected;
          return (
            <button
              key={tab}
              ref={(element) => {
                if (element) buttons.current.set(tab, element);
                else buttons.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab)}
              onKeyDown={handleKeyDown}
            >
              {tabLabel(tab)}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className={styles.panel}
      >
        {children}
      </div>
    </div>
  );
}
