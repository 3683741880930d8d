import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import type { CellError } from '../utils/previewCells';
import styles from './RentRollImport.module.css';

export type PreviewCellContentProps = { value: ReactNode; errors: readonly CellError[] };

/**
 * A preview cell: the value as read from the file and, when a column in it was refused, the cell marked with each
 * message in words (not only in colour), so a screen reader reads it with the cell.
 */
export function PreviewCellContent({ value, errors }: PreviewCellContentProps) {
  const { t } = useTranslation('properties');
  if (errors.length === 0) return <>{value}</>;
  return (
    <span className={styles.cellError} data-testid="rent-roll-cell-error">
      {value}
      <ul className={styles.errorList}>
        {errors.map(({ column, message }) => (
          <li key={column}>
            <CircleAlert size={14} aria-hidden className={styles.errorIcon} />
            <span>
              {t('rentRollImport.preview.error', {
                column: t(`rentRollImport.columns.${column}`),
                message,
              })}
            </span>
          </li>
        ))}
      </ul>
    </span>
  );
}
