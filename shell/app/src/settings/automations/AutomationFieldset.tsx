import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAutomationSettings } from '@immodesk/contracts/settings/automationSettings.contract';
import { ChoiceField, type ChoiceFieldProps } from '@immodesk/ui-kit';
import styles from '../financeSettings/FinanceSettingsForm.module.css';

export type AutomationFieldsetProps = {
  automation: keyof TAutomationSettings;
  /** The on/off checkbox (named after the automation): controlled when the fields below follow it. */
  switchState: Pick<ChoiceFieldProps, 'checked' | 'onChange' | 'defaultChecked'>;
  /** The automation's own fields, under its switch. */
  children?: ReactNode;
};

/** One automation: its title, what it does, the switch that turns it on or off, and its own fields. */
export function AutomationFieldset({ automation, switchState, children }: AutomationFieldsetProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group} data-testid={`automation-${automation}`}>
      <legend className={styles.legend}>{t(`automations.${automation}.title`)}</legend>
      <p className={styles.help}>{t(`automations.${automation}.help`)}</p>
      <ChoiceField
        type="checkbox"
        name={automation}
        {...switchState}
        label={t(`automations.${automation}.enabled`)}
      />
      {children}
    </fieldset>
  );
}
