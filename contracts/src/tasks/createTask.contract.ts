import { z } from 'zod';
import { ZIsoDate, ZUuid } from '../common/primitives';
import { zOptionalText } from '../common/text';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, ZTask, ZTaskPriority } from './task';

/** An optional id from a form: an empty value means none (`null`). */
const zOptionalId = () =>
  z
    .union([z.literal(''), ZUuid])
    .nullish()
    .transform((value) => value || null);

/** A calendar date that exists (2026-02-30 is refused), or none. */
export const ZOptionalTaskDueDate = z
  .union([
    z.literal(''),
    ZIsoDate.refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    ),
  ])
  .nullish()
  .transform((value) => value || null);

/** Task body of API.md "Core bodies": `{ title, description?, propertyId?, priority, contractorId?, dueDate?, completed? }`. */
export const ZCreateTaskRequest = z.object({
  title: z.string().trim().min(1).max(TASK_TITLE_MAX),
  description: zOptionalText(TASK_DESCRIPTION_MAX),
  propertyId: zOptionalId(),
  priority: ZTaskPriority,
  contractorId: zOptionalId(),
  dueDate: ZOptionalTaskDueDate,
  completed: z.boolean().default(false),
});
export type TCreateTaskRequest = z.infer<typeof ZCreateTaskRequest>;
/** What a form holds before validation (the input side of the schema). */
export type TCreateTaskForm = z.input<typeof ZCreateTaskRequest>;

export const ZCreateTaskResponse = ZTask;
export type TCreateTaskResponse = z.infer<typeof ZCreateTaskResponse>;
