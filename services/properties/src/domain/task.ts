import type { PageQuery } from '@immodesk/platform/domain/page';
import type { PropertySummary } from './property';

/** SPEC.md §3 Task. */
export type TaskPriority = 'low' | 'medium' | 'high';
/** SPEC.md §4: overdue is derived (not completed and due before today in Belgium); see taskState.ts. */
export type TaskState = 'pending' | 'completed' | 'overdue';

/** The address of the task's property, so a list can show it without a second request. */
export type TaskProperty = Pick<
  PropertySummary,
  'id' | 'urlCode' | 'street' | 'houseNumber' | 'bus' | 'postalCode' | 'city'
>;

/** A task; instants are ISO 8601 UTC strings, the due date `YYYY-MM-DD`. */
export type Task = {
  id: string;
  title: string;
  description: string | null;
  /** null: a general task, not tied to a property. */
  propertyId: string | null;
  property: TaskProperty | null;
  priority: TaskPriority;
  /** A contractor of the contacts service (checked by the BFF when set). */
  contractorId: string | null;
  dueDate: string | null;
  completed: boolean;
  completedAt: string | null;
  status: TaskState;
  createdAt: string;
  updatedAt: string;
};

/** The editable fields of a task. */
type TaskFields = Pick<
  Task,
  'title' | 'description' | 'propertyId' | 'priority' | 'contractorId' | 'dueDate' | 'completed'
>;

/** A new task: title and priority are required; absent fields are empty (not completed). */
export type NewTask = Pick<TaskFields, 'title' | 'priority'> & Partial<TaskFields>;

/** An update: the fields given change; `{ completed }` alone marks the task complete or incomplete again. */
export type TaskChanges = Partial<TaskFields>;

/**
 * `q` searches title and description; status `pending` means not completed (overdue included), `overdue` not
 * completed and due before today; `propertyId` is a property id or `general` (the tasks without property).
 */
export type TaskListQuery = PageQuery & {
  q?: string;
  status?: TaskState | 'all';
  propertyId?: string;
  contractorId?: string;
};
