import { ZCreateTaskRequest } from '@immodesk/contracts/tasks/createTask.contract';
import type { TTask, TTaskPriority } from '@immodesk/contracts/tasks/task';
import type { TaskFormBody } from '../api/saveTask';

export type TaskFormValues = {
  title: string;
  description: string;
  /** '' for a general task. */
  propertyId: string;
  priority: TTaskPriority;
  contractorId: string;
  dueDate: string;
};

export type TaskField = keyof TaskFormValues;
export type TaskFieldErrors = Partial<Record<TaskField, string>>;

/** The form's fields in screen order: the first with an error gets the focus. */
export const TASK_FIELD_ORDER: readonly TaskField[] = [
  'title',
  'description',
  'propertyId',
  'priority',
  'contractorId',
  'dueDate',
];

/** The same schema as the BFF contract, without the completion (the list toggles it). */
const ZTaskForm = ZCreateTaskRequest.omit({ completed: true });

export function taskFormValues(task: TTask | null, defaultPropertyId = ''): TaskFormValues {
  return {
    title: task?.title ?? '',
    description: task?.description ?? '',
    propertyId: task ? (task.propertyId ?? '') : defaultPropertyId,
    priority: task?.priority ?? 'medium',
    contractorId: task?.contractorId ?? '',
    dueDate: task?.dueDate ?? '',
  };
}

const isField = (value: unknown): value is TaskField =>
  typeof value === 'string' && (TASK_FIELD_ORDER as readonly string[]).includes(value);

/** Checks the form with the contract's schema; per field, the first problem as a message key of `tasks.form.errors`. */
export function validateTaskForm(
  values: TaskFormValues,
): { body: TaskFormBody; errors: null } | { body: null; errors: Partial<Record<TaskField, string>> } {
  const result = ZTaskForm.safeParse(values);
  if (result.success) return { body: result.data, errors: null };
  const errors: Partial<Record<TaskField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || errors[field]) continue;
    if (field === 'title') errors.title = issue.code === 'too_big' ? 'titleTooLong' : 'titleRequired';
    else if (field === 'description') errors.description = 'descriptionTooLong';
    else if (field === 'dueDate') errors.dueDate = 'invalidDate';
    else errors[field] = 'invalidChoice';
  }
  return { body: null, errors };
}

/** The server's per-field messages (already translated) for the fields this form has. */
export function serverFieldErrors(details: Record<string, unknown> | undefined): TaskFieldErrors {
  const errors: TaskFieldErrors = {};
  for (const [field, message] of Object.entries(details ?? {}))
    if (isField(field) && typeof message === 'string') errors[field] = message;
  return errors;
}
