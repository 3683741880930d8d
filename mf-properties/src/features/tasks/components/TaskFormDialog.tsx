import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_PRIORITIES, TASK_TITLE_MAX, type TTask } from '@immodesk/contracts/tasks/task';
import { contractorDisplayName, formatAddress } from '@immodesk/sdk';
import { bindFields, FormDialog, formGrid, SelectField, TextField } from '@immodesk/ui-kit';
import { useContractorOptions } from '../hooks/useContractorOptions';
import { usePendingAttachments } from '../hooks/usePendingAttachments';
import { usePropertyOptions } from '../hooks/usePropertyOptions';
import { useSaveTask } from '../hooks/useSaveTask';
import {
  serverFieldErrors,
  TASK_FIELD_ORDER,
  taskFormValues,
  validateTaskForm,
  type TaskField,
  type TaskFieldErrors,
  type TaskFormValues,
} from '../utils/taskForm';
import { TaskAttachmentsField } from './TaskAttachmentsField';
import { TaskDescriptionField } from './TaskDescriptionField';

export type TaskFormDialogProps = {
  /** The task to edit; null to create one. */
  task: TTask | null;
  /** Preselected property for a new task (the list's property filter). */
  defaultPropertyId?: string;
  onClose: () => void;
};

/**
 * SPEC §2 create/edit task modal. Mount it only while open (and with a key per task): its state starts from
 * the task each time. Attachments are uploaded after the task is saved.
 */
export function TaskFormDialog({ task, defaultPropertyId = '', onClose }: TaskFormDialogProps) {
  const { t } = useTranslation('properties');
  const [values, setValues] = useState<TaskFormValues>(() => taskFormValues(task, defaultPropertyId));
  const [errors, setErrors] = useState<TaskFieldErrors>({});
  const pending = usePendingAttachments();
  const { taskId, isSaving, save } = useSaveTask(task?.id ?? null, pending);
  const properties = usePropertyOptions();
  const contractors = useContractorOptions();
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: TaskField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const field = bindFields({
    values,
    errorOf: (name) => errors[name],
    onChange: (name, value) => set(name)(value),
  });

  const focusFirstError = (fieldErrors: TaskFieldErrors) => {
    const first = TASK_FIELD_ORDER.find((field) => fieldErrors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateTaskForm(values);
    if (checked.errors) {
      const translated = Object.fromEntries(
        Object.entries(checked.errors).map(([field, key]) => [field, t(`tasks.form.errors.${key}`)]),
      );
      setErrors(translated);
      focusFirstError(translated);
      return;
    }
    const result = await save(checked.body);
    if (result.outcome === 'failed') {
      const fromServer = serverFieldErrors(result.details);
      setErrors(fromServer);
      focusFirstError(fromServer);
    } else if (result.outcome === 'saved') onClose();
  }

  const propertyOptions = [
    { value: '', label: t('tasks.form.generalOption') },
    ...(properties.data ?? []).map((property) => ({ value: property.id, label: formatAddress(property) })),
  ];
  // A task's property beyond the first 200 still shows as chosen.
  if (
    values.propertyId &&
    !propertyOptions.some((option) => option.value === values.propertyId) &&
    task?.property
  ) {
    propertyOptions.push({ value: task.property.id, label: formatAddress(task.property) });
  }
  const contractorOptions = [
    { value: '', label: t('tasks.form.noContractor') },
    ...(contractors.data ?? [])
      .filter((contractor) => contractor.isActive || contractor.id === values.contractorId)
      .map((contractor) => ({ value: contractor.id, label: contractorDisplayName(contractor).primary })),
  ];

  return (
    <FormDialog
      title={t(taskId ? 'tasks.form.editTitle' : 'tasks.form.createTitle')}
      cancelLabel={t('tasks.form.close')}
      submitLabel={t('tasks.form.save')}
      isPending={isSaving}
      formRef={formRef}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <TextField
        {...field.text('title')}
        label={t('tasks.form.title')}
        required
        maxLength={TASK_TITLE_MAX}
        data-autofocus
      />
      <TaskDescriptionField
        value={values.description}
        error={errors.description}
        onChange={set('description')}
      />
      <SelectField
        {...field.select('propertyId')}
        label={t('tasks.form.property')}
        options={propertyOptions}
      />
      <div className={formGrid.row}>
        <SelectField
          {...field.select('priority')}
          label={t('tasks.form.priority')}
          options={TASK_PRIORITIES.map((priority) => ({
            value: priority,
            label: t(`tasks.priorityOption.${priority}`),
          }))}
        />
        <TextField {...field.text('dueDate')} type="date" label={t('tasks.form.dueDate')} />
      </div>
      <SelectField
        {...field.select('contractorId')}
        label={t('tasks.form.contractor')}
        options={contractorOptions}
      />
      <TaskAttachmentsField taskId={taskId} pending={pending} isSaving={isSaving} />
    </FormDialog>
  );
}
