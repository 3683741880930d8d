import { Button } from './Button';
import styles from './Pagination.module.css';

export type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Pages". */
  label: string;
  /** Where the user is, announced politely on every change, e.g. "Page 2 of 5". */
  statusText: string;
  previousLabel: string;
  nextLabel: string;
};

/** Previous and next buttons under a list, with the current page; the caller passes translated copy. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  statusText,
  previousLabel,
  nextLabel,
}: PaginationProps) {
  return (
    <nav className={styles.pagination} aria-label={label}>
      <p className={styles.status} aria-live="polite">
        {statusText}
      </p>
      <div className={styles.buttons}>
        <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {previousLabel}
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          {nextLabel}
        </Button>
      </div>
    </nav>
  );
}
