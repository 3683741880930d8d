import { useTranslation } from 'react-i18next';
import {
  INSURANCE_TYPES,
  type TInsurance,
  type TPropertyFinancial,
} from '@immodesk/contracts/properties/propertyInformation.contract';
import { Button, SelectField, TextField } from '@immodesk/ui-kit';
import { DateInput, EuroInput, FieldGroup } from './InformationFields';
import styles from './PropertyInformationDialog.module.css';

export type FinancialTabProps = {
  financial: TPropertyFinancial;
  insurances: TInsurance[];
  onChange: (financial: TPropertyFinancial, insurances: TInsurance[]) => void;
  errorOf: (path: string) => string | null;
};

export function FinancialTab({ financial, insurances, onChange, errorOf }: FinancialTabProps) {
  const { t } = useTranslation('properties');
  const setFinancial = <K extends keyof TPropertyFinancial>(field: K, next: TPropertyFinancial[K]) =>
    onChange({ ...financial, [field]: next }, insurances);
  const setInsurance = (index: number, next: TInsurance) =>
    onChange(
      financial,
      insurances.map((item, position) => (position === index ? next : item)),
    );
  return (
    <>
      <FieldGroup legend={t('information.groups.purchase')}>
        <DateInput
          label={t('information.fields.purchaseDate')}
          value={financial.purchaseDate}
          onChange={(next) => setFinancial('purchaseDate', next)}
          error={errorOf('financial.purchaseDate')}
        />
        <EuroInput
          label={t('information.fields.purchasePrice')}
          cents={financial.purchasePriceCents}
          onChange={(next) => setFinancial('purchasePriceCents', next)}
          error={errorOf('financial.purchasePriceCents')}
        />
        <EuroInput
          label={t('information.fields.otherCosts')}
          cents={financial.otherCostsCents}
          onChange={(next) => setFinancial('otherCostsCents', next)}
          error={errorOf('financial.otherCostsCents')}
        />
        <EuroInput
          label={t('information.fields.estimatedValue')}
          cents={financial.estimatedValueCents}
          onChange={(next) => setFinancial('estimatedValueCents', next)}
          error={errorOf('financial.estimatedValueCents')}
        />
      </FieldGroup>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('information.groups.insurances')}</legend>
        {insurances.length === 0 ? <p className={styles.muted}>{t('information.noInsurances')}</p> : null}
        {insurances.map((insurance, index) => (
          <div key={index} className={styles.insurance} data-testid="insurance">
            <SelectField
              label={t('information.fields.insuranceType')}
              value={insurance.type}
              onValueChange={(next) =>
                setInsurance(index, { ...insurance, type: next as TInsurance['type'] })
              }
              options={INSURANCE_TYPES.map((type) => ({
                value: type,
                label: t(`information.insuranceTypes.${type}`),
              }))}
            />
            <TextField
              label={t('information.fields.policyNumber')}
              value={insurance.policyNumber}
              required
              error={errorOf(`insurances.${index}.policyNumber`)}
              onChange={(event) => setInsurance(index, { ...insurance, policyNumber: event.target.value })}
            />
            <DateInput
              label={t('information.fields.startDate')}
              value={insurance.startDate}
              onChange={(next) => setInsurance(index, { ...insurance, startDate: next })}
            />
            <DateInput
              label={t('information.fields.endDate')}
              value={insurance.endDate}
              onChange={(next) => setInsurance(index, { ...insurance, endDate: next })}
            />
            <Button
              variant="ghost"
              size="small"
              onClick={() =>
                onChange(
                  financial,
                  insurances.filter((_, position) => position !== index),
                )
              }
            >
              {t('information.removeInsurance', { number: index + 1 })}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          size="small"
          onClick={() =>
            onChange(financial, [
              ...insurances,
              { type: 'fire', policyNumber: '', startDate: null, endDate: null },
            ])
          }
        >
          {t('information.addInsurance')}
        </Button>
      </fieldset>
    </>
  );
}
