import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNTING_PERIODS,
  ZPutAccountingSettingsRequest,
  ZPutAccountingSettingsResponse,
  type TAccountingPeriod,
  type TAccountingSettings,
} from '@immodesk/contracts/settings/accountingSettings.contract';
import { Button, Card, ChoiceField, layout, SelectField, TextField } from '@immodesk/ui-kit';
import { useSaveFinanceSettings } from '../financeSettings/useSaveFinanceSettings';
import { monthOptions } from './monthOptions';
import settingsStyles from '../Settings.module.css';
import styles from '../financeSettings/FinanceSettingsForm.module.css';

export type AccountingFormProps = { settings: TAccountingSettings };

/** Calendar year, or a fiscal year from a chosen first month; the currency is euro, shown with the reason. */
export function AccountingForm({ settings }: AccountingFormProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveFinanceSettings('accounting', ZPutAccountingSettingsResponse);
  const [period, setPeriod] = useState<TAccountingPeriod>(settings.period);
  const [firstMonth, setFirstMonth] = useState(String(settings.fiscalYearStartMonth));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A calendar year is a fiscal year that starts in January.
    const parsed = ZPutAccountingSettingsRequest.safeParse({
      period,
      fiscalYearStartMonth: period === 'calendar' ? 1 : Number(firstMonth),
      currency: settings.currency,
    });
    if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <Card as="section" title={t('accounting.title')} headingLevel={3}>
      <p className={settingsStyles.text}>{t('accounting.intro')}</p>
      <form className={layout.wideStack} onSubmit={handleSubmit}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('accounting.period')}</legend>
          {ACCOUNTING_PERIODS.map((option) => (
            <ChoiceField
              key={option}
              type="radio"
              name="period"
              value={option}
              checked={period === option}
              onChange={() => setPeriod(option)}
              label={t(`accounting.periods.${option}`)}
            />
          ))}
          {period === 'fiscal' ? (
            <SelectField
              name="fiscalYearStartMonth"
              label={t('accounting.firstMonth')}
              hint={t('accounting.firstMonthHint')}
              options={monthOptions(i18n.language)}
              value={firstMonth}
              onValueChange={setFirstMonth}
              className={styles.narrow}
            />
          ) : null}
        </fieldset>
        <TextField
          name="currency"
          label={t('accounting.currency')}
          value={t('accounting.euro')}
          hint={t('accounting.currencyWhy')}
          readOnly
          className={styles.narrow}
        />
        <div className={settingsStyles.actions}>
          <Button type="submit" isLoading={save.isPending}>
            {t('accounting.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
