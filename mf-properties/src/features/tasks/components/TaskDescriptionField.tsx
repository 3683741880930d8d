import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_DESCRIPTION_MAX } from '@immodesk/contracts/tasks/task';
import styles from './TaskDescriptionField.module.css';

export type TaskDescriptionFieldProps = { value: string; onChange: (value: string) => void; error?: string | null };

/** The task's description with an x/2000 counter. */
export function TaskDescriptionField({ value, onChange, error }: TaskDescriptionFieldProps) {
  const { t } = useTranslation('properties');
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('tasks.form.description')}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        rows={4}
        maxLength={TASK_DESCRIPTION_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={[counterId, error ? errorId : null].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={counterId} className={styles.counter}>
        {t('tasks.form.descriptionCounter', { count: value.length, max: TASK_DESCRIPTION_MAX })}
      </p>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
