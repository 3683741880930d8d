import { z } from 'zod';
import { requireAChange } from '../common/requireAChange';
import { ZUuid } from '../common/primitives';
import { zOptionalText } from '../common/text';
import { ZOptionalTaskDueDate } from './createTask.contract';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, ZTask, ZTaskPriority } from './task';

export const ZTaskParams = z.object({ id: ZUuid });
export type TTaskParams = z.infer<typeof ZTaskParams>;

/** PATCH /api/tasks/:id: any of the task fields; `{ completed }` alone toggles complete/incomplete. */
export const ZUpdateTaskRequest = requireAChange(
  z.object({
    title: z.string().trim().min(1).max(TASK_TITLE_MAX).optional(),
    description: zOptionalText(TASK_DESCRIPTION_MAX).optional(),
    propertyId: z
      .union([z.literal(''), ZUuid])
      .nullable()
      .transform((value) => value || null)
      .optional(),
    priority: ZTaskPriority.optional(),
    contractorId: z
      .union([z.literal(''), ZUuid])
      .nullable()
      .transform((value) => value || null)
      .optional(),
    dueDate: ZOptionalTaskDueDate.optional(),
    completed: z.boolean().optional(),
  }),
);
export type TUpdateTaskRequest = z.infer<typeof ZUpdateTaskRequest>;

export const ZUpdateTaskResponse = ZTask;
export type TUpdateTaskResponse = z.infer<typeof ZUpdateTaskResponse>;

export const ZGetTaskResponse = ZTask;
export type TGetTaskResponse = z.infer<typeof ZGetTaskResponse>;
