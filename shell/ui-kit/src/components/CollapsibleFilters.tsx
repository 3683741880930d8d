import clsx from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, buttonClassName } from './Button';
import styles from './CollapsibleFilters.module.css';

export type CollapsibleFiltersProps = {
  /** The search landmark's name, e.g. "Panden zoeken en filteren". */
  label: string;
  /** Stays in view at every width (usually the SearchField). */
  search?: ReactNode;
  /** The filters that collapse behind the toggle below 744 px; inline from 744 px up. */
  children: ReactNode;
  /** The toggle's visible text, e.g. "Filters". */
  toggleLabel: string;
  /** How many of the collapsed filters are set: shown on the toggle when above 0. */
  activeCount: number;
  /** The count in words, the toggle's description for screen readers, e.g. "2 actieve filters". */
  activeCountLabel: string;
  /** The panel's close button, e.g. "Filters sluiten". */
  closeLabel: string;
};

/**
 * A list's search and filters. On a phone (below 744 px) the filters fold behind a toggle that shows how many
 * are set; opening it moves focus to the first filter, Escape or the close button folds it and returns focus
 * to the toggle. From 744 px up the filters stand inline and the toggle is not shown.
 */
export function CollapsibleFilters({
  label,
  search,
  children,
  toggleLabel,
  activeCount,
  activeCountLabel,
  closeLabel,
}: CollapsibleFiltersProps) {
  const panelId = useId();
  const countId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (isOpen) panelRef.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    else if (wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation();
    setIsOpen(false);
  };

  return (
    <div role="search" aria-label={label} className={styles.filters}>
      {search ? <div className={styles.search}>{search}</div> : null}
      <button
        ref={toggleRef}
        type="button"
        className={clsx(buttonClassName({ variant: 'secondary' }), styles.toggle)}
        aria-describedby={activeCount > 0 ? countId : undefined}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <SlidersHorizontal aria-hidden="true" size={18} />
        {toggleLabel}
        {/* A space for the accessible name ("Filters 2"); whitespace between flex items takes no room. */}
        {activeCount > 0 ? ' ' : null}
        {activeCount > 0 ? (
          <span className={styles.count} data-testid="active-filter-count">
            {activeCount}
          </span>
        ) : null}
      </button>
      {activeCount > 0 ? (
        <span id={countId} hidden>
          {activeCountLabel}
        </span>
      ) : null}
      <div
        id={panelId}
        ref={panelRef}
        className={clsx(styles.panel, isOpen && styles.open)}
        onKeyDown={handleKeyDown}
      >
        {children}
        <Button variant="secondary" className={styles.close} onClick={() => setIsOpen(false)}>
          {closeLabel}
        </Button>
      </div>
    </div>
  );
}
