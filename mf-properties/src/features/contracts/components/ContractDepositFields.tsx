import { useTranslation } from 'react-i18next';
import { DEPOSIT_TYPES } from '@immodesk/contracts/contracts/contract.contract';
import { bindFields, SelectField, TextField } from '@immodesk/ui-kit';
import type { ContractFieldsProps } from '../utils/contractFieldsProps';
import styles from './ContractForm.module.css';

/** The rental deposit (its form and amount) and an optional guarantor. */
export function ContractDepositFields({ values, errors, onChange }: ContractFieldsProps) {
  const { t } = useTranslation('properties');
  const field = bindFields({ values, errorOf: (name) => errors[name], onChange });
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('contracts.form.depositAndGuarantor')}</legend>
      <div className={styles.row}>
        <SelectField
          {...field.select('depositType')}
          label={t('contracts.form.depositType')}
          options={DEPOSIT_TYPES.map((type) => ({ value: type, label: t(`contracts.depositTypes.${type}`) }))}
        />
        {values.depositType === 'none' ? null : (
          <TextField
            {...field.text('deposit')}
            inputMode="decimal"
            label={t('contracts.form.depositAmount')}
            hint={t('contracts.form.depositHint')}
            required
          />
        )}
      </div>
      <div className={styles.row}>
        <TextField
          {...field.text('guarantorName')}
          label={t('contracts.form.guarantorName')}
          hint={t('contracts.form.guarantorHint')}
        />
        <TextField
          {...field.text('guarantorEmail')}
          type="email"
          label={t('contracts.form.guarantorEmail')}
        />
      </div>
    </fieldset>
  );
}
