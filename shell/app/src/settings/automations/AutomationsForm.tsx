import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ZPutAutomationSettingsRequest,
  ZPutAutomationSettingsResponse,
  type TAutomationSettings,
} from '@immodesk/contracts/settings/automationSettings.contract';
import { Button, Card, layout, useFocusFirstInvalid } from '@immodesk/ui-kit';
import { useSaveFinanceSettings } from '../financeSettings/useSaveFinanceSettings';
import { AutomationDaysField } from './AutomationDaysField';
import { AutomationFieldset } from './AutomationFieldset';
import { DAY_RANGES, DAYS_AUTOMATIONS, daysOf, wholeDays, type DaysAutomation } from './automationDays';
import settingsStyles from '../Settings.module.css';

type DaysErrors = Partial<Record<DaysAutomation, string>>;

export type AutomationsFormProps = { settings: TAutomationSettings };

/** Rent requests before the due date, reminders after it, indexation reminders: each on or off, with its days. */
export function AutomationsForm({ settings }: AutomationsFormProps) {
  const { t } = useTranslation();
  const save = useSaveFinanceSettings('automations', ZPutAutomationSettingsResponse);
  // The days fields follow their switch: off, they keep their days but cannot be changed.
  const [isOn, setIsOn] = useState<Record<DaysAutomation, boolean>>({
    rentRequests: settings.rentRequests.enabled,
    reminders: settings.reminders.enabled,
  });
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
        enabled: isOn.rentRequests,
        daysBeforeDue: isOn.rentRequests
          ? wholeDays(form.get('rentRequestsDays'))
          : settings.rentRequests.daysBeforeDue,
      },
      reminders: {
        enabled: isOn.reminders,
        afterDays: isOn.reminders ? wholeDays(form.get('remindersDays')) : settings.reminders.afterDays,
      },
      indexationReminders: { enabled: form.has('indexationReminders') },
    });
    if (!parsed.success) {
      const fieldErrors: DaysErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as DaysAutomation;
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
      <form ref={formRef} className={layout.wideStack} onSubmit={handleSubmit} noValidate>
        {DAYS_AUTOMATIONS.map((automation) => (
          <AutomationFieldset
            key={automation}
            automation={automation}
            switchState={{
              checked: isOn[automation],
              onChange: (event) => setIsOn({ ...isOn, [automation]: event.target.checked }),
            }}
          >
            <AutomationDaysField
              automation={automation}
              defaultValue={daysOf(settings, automation)}
              isOn={isOn[automation]}
              error={errors[automation]}
            />
          </AutomationFieldset>
        ))}
        <AutomationFieldset
          automation="indexationReminders"
          switchState={{ defaultChecked: settings.indexationReminders.enabled }}
        />
        <div className={settingsStyles.actions}>
          <Button type="submit" isLoading={save.isPending}>
            {t('automations.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
