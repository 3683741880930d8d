import { z } from 'zod';
import { ZAddress } from '../common/address';

/** SPEC.md §3 Task. */
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export const ZTaskPriority = z.enum(TASK_PRIORITIES);
export type TTaskPriority = z.infer<typeof ZTaskPriority>;

/** SPEC.md §4: overdue is derived (not completed and due before today in Belgium). */
export const TASK_STATES = ['pending', 'completed', 'overdue'] as const;
export const ZTaskState = z.enum(TASK_STATES);
export type TTaskState = z.infer<typeof ZTaskState>;

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 2000;

/** The address of the task's property, so a list can show it without a second request. */
export const ZTaskProperty = z.object({
  id: z.string(),
  urlCode: z.string(),
  ...ZAddress.shape,
});
export type TTaskProperty = z.infer<typeof ZTaskProperty>;

export const ZTask = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** null: a general task, not tied to a property. */
  propertyId: z.string().nullable(),
  property: ZTaskProperty.nullable(),
  priority: ZTaskPriority,
  contractorId: z.string().nullable(),
  dueDate: z.string().nullable(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  status: ZTaskState,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTask = z.infer<typeof ZTask>;
