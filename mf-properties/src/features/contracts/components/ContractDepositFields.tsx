import { useTranslation } from 'react-i18next';
import { DEPOSIT_TYPES } from '@immodesk/contracts/contracts/contract.contract';
import { SelectField, TextField } from '@immodesk/ui-kit';
import type { ContractFieldsProps } from '../utils/contractFieldsProps';
import styles from './ContractForm.module.css';

/** The rental deposit (its form and amount) and an optional guarantor. */
export function ContractDepositFields({ values, errors, onChange }: ContractFieldsProps) {
  const { t } = useTranslation('properties');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('contracts.form.depositAndGuarantor')}</legend>
      <div className={styles.row}>
        <SelectField
          name="depositType"
          label={t('contracts.form.depositType')}
          options={DEPOSIT_TYPES.map((type) => ({ value: type, label: t(`contracts.depositTypes.${type}`) }))}
          value={values.depositType}
          error={errors.depositType}
          onValueChange={(type) => onChange('depositType', type as typeof values.depositType)}
        />
        {values.depositType === 'none' ? null : (
          <TextField
            name="deposit"
            inputMode="decimal"
            label={t('contracts.form.depositAmount')}
            hint={t('contracts.form.depositHint')}
            required
            value={values.deposit}
            error={errors.deposit}
            onChange={(event) => onChange('deposit', event.target.value)}
          />
        )}
      </div>
      <div className={styles.row}>
        <TextField
          name="guarantorName"
          label={t('contracts.form.guarantorName')}
          hint={t('contracts.form.guarantorHint')}
          value={values.guarantorName}
          error={errors.guarantorName}
          onChange={(event) => onChange('guarantorName', event.target.value)}
        />
        <TextField
          name="guarantorEmail"
          type="email"
          label={t('contracts.form.guarantorEmail')}
          value={values.guarantorEmail}
          error={errors.guarantorEmail}
          onChange={(event) => onChange('guarantorEmail', event.target.value)}
        />
      </div>
    </fieldset>
  );
}
