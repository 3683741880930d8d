import { useTranslation } from 'react-i18next';
import { Button, formGrid, TextField } from '@immodesk/ui-kit';
import { indexationFieldName, type PastIndexationRow } from '../utils/pastIndexations';
import styles from './PastIndexationsFields.module.css';

export type PastIndexationsFieldsProps = {
  rows: PastIndexationRow[];
  /** The message under a field, by its server name (`indexations.<n>.indexedOn`), already translated. */
  errorOf: (fieldName: string) => string | undefined;
  onChange: (rows: PastIndexationRow[]) => void;
  disabled?: boolean;
};

/** "Past indexations" of a lease signed on paper: rows of the day a new rent applies from and that rent. */
export function PastIndexationsFields({ rows, errorOf, onChange, disabled }: PastIndexationsFieldsProps) {
  const { t } = useTranslation('properties');
  const update = (key: number, change: Partial<PastIndexationRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const add = () =>
    onChange([...rows, { key: Math.max(0, ...rows.map((row) => row.key)) + 1, indexedOn: '', newRent: '' }]);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('paperLease.indexations.legend')}</legend>
      <p className={styles.hint}>{t('paperLease.indexations.hint')}</p>
      {rows.map((row, index) => {
        const number = index + 1;
        return (
          <fieldset key={row.key} className={`${formGrid.row} ${styles.row}`}>
            <legend className={styles.rowLegend}>{t('paperLease.indexations.row', { number })}</legend>
            <TextField
              name={indexationFieldName(index, 'indexedOn')}
              type="date"
              label={t('paperLease.indexations.indexedOn')}
              value={row.indexedOn}
              error={errorOf(indexationFieldName(index, 'indexedOn'))}
              onChange={(event) => update(row.key, { indexedOn: event.target.value })}
            />
            <TextField
              name={indexationFieldName(index, 'newRentCents')}
              inputMode="decimal"
              label={t('paperLease.indexations.newRent')}
              hint={t('contracts.form.euroHint')}
              value={row.newRent}
              error={errorOf(indexationFieldName(index, 'newRentCents'))}
              onChange={(event) => update(row.key, { newRent: event.target.value })}
            />
            <Button
              variant="ghost"
              size="small"
              className={styles.remove}
              disabled={disabled}
              aria-label={t('paperLease.indexations.removeLabel', { number })}
              onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
            >
              {t('paperLease.indexations.remove')}
            </Button>
          </fieldset>
        );
      })}
      <Button variant="secondary" size="small" className={styles.add} disabled={disabled} onClick={add}>
        {t('paperLease.indexations.add')}
      </Button>
    </fieldset>
  );
}
