import { useTranslation } from 'react-i18next';
import { PAYMENT_FREQUENCIES } from '@immodesk/contracts/contracts/contract.contract';
import { SelectField, TextField } from '@immodesk/ui-kit';
import type { ContractFieldsProps } from '../utils/contractFieldsProps';
import styles from './ContractForm.module.css';

const CHARGES_KINDS = ['provision', 'fixed'] as const;

/** Rent and charges in euro (stored as cents), how often they are paid and on which day. */
export function ContractMoneyFields({ values, errors, onChange }: ContractFieldsProps) {
  const { t } = useTranslation('properties');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('contracts.form.money')}</legend>
      <div className={styles.row}>
        <TextField
          name="rent"
          inputMode="decimal"
          label={t('contracts.form.rent')}
          hint={t('contracts.form.euroHint')}
          required
          value={values.rent}
          error={errors.rent}
          onChange={(event) => onChange('rent', event.target.value)}
        />
        <TextField
          name="charges"
          inputMode="decimal"
          label={t('contracts.form.charges')}
          hint={t('contracts.form.euroHint')}
          value={values.charges}
          error={errors.charges}
          onChange={(event) => onChange('charges', event.target.value)}
        />
        <SelectField
          name="chargesKind"
          label={t('contracts.form.chargesKind')}
          options={CHARGES_KINDS.map((kind) => ({ value: kind, label: t(`contracts.chargesKinds.${kind}`) }))}
          value={values.chargesKind}
          error={errors.chargesKind}
          onValueChange={(kind) => onChange('chargesKind', kind as typeof values.chargesKind)}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          name="paymentFrequency"
          label={t('contracts.form.paymentFrequency')}
          required
          options={PAYMENT_FREQUENCIES.map((frequency) => ({
            value: frequency,
            label: t(`contracts.frequencies.${frequency}`),
          }))}
          value={values.paymentFrequency}
          error={errors.paymentFrequency}
          onValueChange={(frequency) =>
            onChange('paymentFrequency', frequency as typeof values.paymentFrequency)
          }
        />
        <TextField
          name="rentDueDay"
          type="number"
          inputMode="numeric"
          min={1}
          max={28}
          label={t('contracts.form.rentDueDay')}
          hint={t('contracts.form.rentDueDayHint')}
          value={values.rentDueDay}
          error={errors.rentDueDay}
          onChange={(event) => onChange('rentDueDay', event.target.value)}
        />
      </div>
    </fieldset>
  );
}
