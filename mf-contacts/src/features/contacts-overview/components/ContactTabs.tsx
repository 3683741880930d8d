import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_TABS, tabForKey, type ContactTab } from '../utils/contactTabs';
import styles from './ContactTabs.module.css';

export type ContactTabsProps = {
  selected: ContactTab;
  onSelect: (tab: ContactTab) => void;
  /** Ids of the tab buttons and of the panel, so each names the other. */
  tabId: (tab: ContactTab) => string;
  panelId: string;
};

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move and activate. */
export function ContactTabs({ selected, onSelect, tabId, panelId }: ContactTabsProps) {
  const { t } = useTranslation('contacts');
  const buttons = useRef(new Map<ContactTab, HTMLButtonElement>());

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabForKey(selected, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div role="tablist" aria-label={t('contactsPage.tabsLabel')} className={styles.tablist}>
      {CONTACT_TABS.map((tab) => {
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
            {t(`contactsPage.tabs.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
