import { useTranslation } from 'react-i18next';
import { TASK_DESCRIPTION_MAX } from '@immodesk/contracts/tasks/task';
import { TextAreaField } from '@immodesk/ui-kit';

export type TaskDescriptionFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
};

/** The task's description with an x/2000 counter. */
export function TaskDescriptionField({ value, onChange, error }: TaskDescriptionFieldProps) {
  const { t } = useTranslation('properties');
  return (
    <TextAreaField
      label={t('tasks.form.description')}
      value={value}
      rows={4}
      maxLength={TASK_DESCRIPTION_MAX}
      counter={{
        text: t('tasks.form.descriptionCounter', { count: value.length, max: TASK_DESCRIPTION_MAX }),
      }}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
