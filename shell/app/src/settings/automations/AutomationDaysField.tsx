import { useTranslation } from 'react-i18next';
import { TextField } from '@immodesk/ui-kit';
import { DAY_RANGES, type DaysAutomation } from './automationDays';
import styles from '../financeSettings/FinanceSettingsForm.module.css';

export type AutomationDaysFieldProps = {
  automation: DaysAutomation;
  defaultValue: number;
  /** Off: the field keeps its days but cannot be changed. */
  isOn: boolean;
  error?: string;
};

/** The days of an automation (`<automation>Days`), a whole number within the automation's range. */
export function AutomationDaysField({ automation, defaultValue, isOn, error }: AutomationDaysFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      name={`${automation}Days`}
      type="number"
      inputMode="numeric"
      min={DAY_RANGES[automation].min}
      max={DAY_RANGES[automation].max}
      label={t(`automations.${automation}.days`)}
      defaultValue={defaultValue}
      disabled={!isOn}
      error={error}
      className={styles.narrow}
    />
  );
}
