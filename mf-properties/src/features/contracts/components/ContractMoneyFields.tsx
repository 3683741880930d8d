import { useTranslation } from 'react-i18next';
import { PAYMENT_FREQUENCIES } from '@immodesk/contracts/contracts/contract.contract';
import { bindFields, SelectField, TextField } from '@immodesk/ui-kit';
import type { ContractFieldsProps } from '../utils/contractFieldsProps';
import styles from './ContractForm.module.css';

const CHARGES_KINDS = ['provision', 'fixed'] as const;

/** Rent and charges in euro (stored as cents), how often they are paid and on which day. */
export function ContractMoneyFields({ values, errors, onChange }: ContractFieldsProps) {
  const { t } = useTranslation('properties');
  const field = bindFields({ values, errorOf: (name) => errors[name], onChange });
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('contracts.form.money')}</legend>
      <div className={styles.row}>
        <TextField
          {...field.text('rent')}
          inputMode="decimal"
          label={t('contracts.form.rent')}
          hint={t('contracts.form.euroHint')}
          required
        />
        <TextField
          {...field.text('charges')}
          inputMode="decimal"
          label={t('contracts.form.charges')}
          hint={t('contracts.form.euroHint')}
        />
        <SelectField
          {...field.select('chargesKind')}
          label={t('contracts.form.chargesKind')}
          options={CHARGES_KINDS.map((kind) => ({ value: kind, label: t(`contracts.chargesKinds.${kind}`) }))}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          {...field.select('paymentFrequency')}
          label={t('contracts.form.paymentFrequency')}
          required
          options={PAYMENT_FREQUENCIES.map((frequency) => ({
            value: frequency,
            label: t(`contracts.frequencies.${frequency}`),
          }))}
        />
        <TextField
          {...field.text('rentDueDay')}
          type="number"
          inputMode="numeric"
          min={1}
          max={28}
          label={t('contracts.form.rentDueDay')}
          hint={t('contracts.form.rentDueDayHint')}
        />
      </div>
    </fieldset>
  );
}
