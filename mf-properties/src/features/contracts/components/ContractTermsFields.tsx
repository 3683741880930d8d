import { useTranslation } from 'react-i18next';
import {
  CONTRACT_NUMBER_MAX,
  CONTRACT_REGIONS,
  CONTRACT_TYPES,
  type TContractType,
} from '@immodesk/contracts/contracts/contract.contract';
import { formatDate } from '@immodesk/sdk';
import { bindFields, SelectField, TextField } from '@immodesk/ui-kit';
import type { ContractFieldsProps } from '../utils/contractFieldsProps';
import { DEFAULT_DURATION_MONTHS, leaseEndsOn } from '../utils/leaseDates';
import styles from './ContractForm.module.css';

/** Type, region, number and the dates: signing, start, initial duration (the end date follows). */
export function ContractTermsFields({ values, errors, onChange }: ContractFieldsProps) {
  const { t } = useTranslation('properties');
  const field = bindFields({ values, errorOf: (name) => errors[name], onChange });
  const endsOn = leaseEndsOn(values.startsOn, Number(values.durationMonths));

  const handleTypeChange = (type: string) => {
    const next = type as TContractType;
    // A duration still at the old type's usual value follows the new type; one the landlord typed stays.
    if (values.durationMonths === String(DEFAULT_DURATION_MONTHS[values.type]))
      onChange('durationMonths', String(DEFAULT_DURATION_MONTHS[next]));
    onChange('type', next);
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('contracts.form.lease')}</legend>
      <div className={styles.row}>
        <SelectField
          name="type"
          label={t('contracts.form.type')}
          required
          options={CONTRACT_TYPES.map((type) => ({ value: type, label: t(`contracts.types.${type}`) }))}
          value={values.type}
          error={errors.type}
          onValueChange={handleTypeChange}
        />
        <SelectField
          {...field.select('region')}
          label={t('contracts.form.region')}
          hint={t('contracts.form.regionHint')}
          options={[
            { value: '', label: t('contracts.form.regionFromProperty') },
            ...CONTRACT_REGIONS.map((region) => ({ value: region, label: t(`contracts.regions.${region}`) })),
          ]}
        />
      </div>
      <TextField
        {...field.text('contractNumber')}
        label={t('contracts.form.contractNumber')}
        hint={t('contracts.form.contractNumberHint')}
        maxLength={CONTRACT_NUMBER_MAX}
      />
      <div className={styles.row}>
        <TextField {...field.text('signedOn')} type="date" label={t('contracts.form.signedOn')} required />
        <TextField {...field.text('startsOn')} type="date" label={t('contracts.form.startsOn')} required />
        <TextField
          {...field.text('durationMonths')}
          type="number"
          inputMode="numeric"
          min={1}
          label={t('contracts.form.durationMonths')}
          hint={
            endsOn
              ? t('contracts.form.endsOn', { date: formatDate(endsOn) })
              : t('contracts.form.durationHint')
          }
          required
        />
      </div>
      <div className={styles.row}>
        <TextField
          {...field.text('indexBaseMonth')}
          type="month"
          label={t('contracts.form.indexBaseMonth')}
          hint={t('contracts.form.indexBaseMonthHint')}
        />
        <TextField
          {...field.text('epcCertificateNumber')}
          label={t('contracts.form.epcCertificateNumber')}
          hint={t('contracts.form.epcCertificateNumberHint')}
          maxLength={60}
        />
      </div>
    </fieldset>
  );
}
