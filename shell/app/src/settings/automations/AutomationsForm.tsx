import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REMINDER_AFTER_DAYS_MAX,
  RENT_REQUEST_DAYS_BEFORE_MAX,
  ZPutAutomationSettingsRequest,
  ZPutAutomationSettingsResponse,
  type TAutomationSettings,
} from '@immodesk/contracts/settings/automationSettings.contract';
import { Button, Card, ChoiceField, TextField, useFocusFirstInvalid } from '@immodesk/ui-kit';
import { useSaveFinanceSettings } from '../financeSettings/useSaveFinanceSettings';
import settingsStyles from '../Settings.module.css';
import styles from '../financeSettings/FinanceSettingsForm.module.css';

type DaysField = 'rentRequests' | 'reminders';
type DaysErrors = Partial<Record<DaysField, string>>;

const DAY_RANGES: Record<DaysField, { min: number; max: number }> = {
  rentRequests: { min: 0, max: RENT_REQUEST_DAYS_BEFORE_MAX },
  reminders: { min: 1, max: REMINDER_AFTER_DAYS_MAX },
};

/** The number typed in a days field, or NaN for anything that is not a whole number (the contract refuses it). */
const wholeDays = (typed: FormDataEntryValue | null) =>
  /^\s*\d+\s*$/.test(String(typed ?? '')) ? Number(typed) : Number.NaN;

export type AutomationsFormProps = { settings: TAutomationSettings };

/** Rent requests before the due date, reminders after it, indexation reminders: each on or off, with its days. */
export function AutomationsForm({ settings }: AutomationsFormProps) {
  const { t } = useTranslation();
  const save = useSaveFinanceSettings('automations', ZPutAutomationSettingsResponse);
  const [isRentRequestsOn, setIsRentRequestsOn] = useState(settings.rentRequests.enabled);
  const [isRemindersOn, setIsRemindersOn] = useState(settings.reminders.enabled);
  const [errors, setErrors] = useState<DaysErrors>({});
  const [refusedAttempts, setRefusedAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusedAttempts);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // A switched-off automation keeps its days as they were: they come back when it is switched on again.
    const parsed = ZPutAutomationSettingsRequest.safeParse({
      rentRequests: {
        enabled: isRentRequestsOn,
        daysBeforeDue: isRentRequestsOn
          ? wholeDays(form.get('rentRequestsDays'))
          : settings.rentRequests.daysBeforeDue,
      },
      reminders: {
        enabled: isRemindersOn,
        afterDays: isRemindersOn ? wholeDays(form.get('remindersDays')) : settings.reminders.afterDays,
      },
      indexationReminders: { enabled: form.has('indexationReminders') },
    });
    if (!parsed.success) {
      const fieldErrors: DaysErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as DaysField;
        if (field in DAY_RANGES) fieldErrors[field] = t('automations.daysRange', DAY_RANGES[field]);
      }
      setErrors(fieldErrors);
      setRefusedAttempts((attempts) => attempts + 1);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <Card as="section" title={t('automations.title')} headingLevel={3}>
      <p className={settingsStyles.text}>{t('automations.intro')}</p>
      <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
        <fieldset className={styles.group} data-testid="automation-rentRequests">
          <legend className={styles.legend}>{t('automations.rentRequests.title')}</legend>
          <p className={styles.help}>{t('automations.rentRequests.help')}</p>
          <ChoiceField
            type="checkbox"
            name="rentRequests"
            checked={isRentRequestsOn}
            onChange={(event) => setIsRentRequestsOn(event.target.checked)}
            label={t('automations.rentRequests.enabled')}
          />
          <TextField
            name="rentRequestsDays"
            type="number"
            inputMode="numeric"
            min={DAY_RANGES.rentRequests.min}
            max={DAY_RANGES.rentRequests.max}
            label={t('automations.rentRequests.days')}
            defaultValue={settings.rentRequests.daysBeforeDue}
            disabled={!isRentRequestsOn}
            error={errors.rentRequests}
            className={styles.narrow}
          />
        </fieldset>
        <fieldset className={styles.group} data-testid="automation-reminders">
          <legend className={styles.legend}>{t('automations.reminders.title')}</legend>
          <p className={styles.help}>{t('automations.reminders.help')}</p>
          <ChoiceField
            type="checkbox"
            name="reminders"
            checked={isRemindersOn}
            onChange={(event) => setIsRemindersOn(event.target.checked)}
            label={t('automations.reminders.enabled')}
          />
          <TextField
            name="remindersDays"
            type="number"
            inputMode="numeric"
            min={DAY_RANGES.reminders.min}
            max={DAY_RANGES.reminders.max}
            label={t('automations.reminders.days')}
            defaultValue={settings.reminders.afterDays}
            disabled={!isRemindersOn}
            error={errors.reminders}
            className={styles.narrow}
          />
        </fieldset>
        <fieldset className={styles.group} data-testid="automation-indexationReminders">
          <legend className={styles.legend}>{t('automations.indexationReminders.title')}</legend>
          <p className={styles.help}>{t('automations.indexationReminders.help')}</p>
          <ChoiceField
            type="checkbox"
            name="indexationReminders"
            defaultChecked={settings.indexationReminders.enabled}
            label={t('automations.indexationReminders.enabled')}
          />
        </fieldset>
        <div className={settingsStyles.actions}>
          <Button type="submit" isLoading={save.isPending}>
            {t('automations.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
