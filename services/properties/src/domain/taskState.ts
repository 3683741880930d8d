import type { TaskState } from './task';

/** SPEC.md §4: completed, else overdue when the due date is before today (Belgian calendar), else pending. */
export function taskState(task: { completed: boolean; dueDate: string | null }, today: string): TaskState {
  if (task.completed) return 'completed';
  if (task.dueDate !== null && task.dueDate < today) return 'overdue';
  return 'pending';
}
