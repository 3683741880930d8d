import { useTranslation } from 'react-i18next';
import { Button } from '@immodesk/ui-kit';
import styles from './Pagination.module.css';

export type PaginationProps = { page: number; pageCount: number; onPageChange: (page: number) => void };

export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  const { t } = useTranslation('documents');
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <p className={styles.status} aria-live="polite">
        {t('pagination.pageOf', { page, pageCount })}
      </p>
      <div className={styles.buttons}>
        <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('pagination.previous')}
        </Button>
        <Button variant="secondary" size="small" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
          {t('pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
