import { z } from 'zod';
import { ZIsoDate, ZUuid } from '@immodesk/contracts/common/primitives';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, ZTaskPriority } from '@immodesk/contracts/tasks/task';
import { propertyAddress } from '../use-cases/propertyAddress';
import { definePilotTool } from './pilotTool';
import { allPages } from './pilotRows';

export const upcomingTasks = definePilotTool({
  name: 'upcoming_tasks',
  description: 'The landlord’s open tasks (not completed), overdue and soonest due first.',
  input: z.object({}),
  output: z.object({
    items: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        dueDate: ZIsoDate.nullable(),
        priority: ZTaskPriority,
        status: z.string(),
        propertyAddress: z.string().nullable(),
      }),
    ),
    overdueCount: z.number().int(),
    total: z.number().int(),
  }),
  async run({ deps, context, language }, _input) {
    const tasks = await allPages((page) =>
      deps.properties.listTasks(context, { ...page, status: 'pending' }),
    );
    const items = tasks
      .sort(
        (a, b) =>
          (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31') ||
          a.title.localeCompare(b.title),
      )
      .map((task) => ({
        id: task.id,
        title: task.title,
        dueDate: task.dueDate,
        priority: task.priority,
        status: task.status,
        propertyAddress: task.property ? propertyAddress(task.property, language) : null,
      }));
    return {
      items,
      overdueCount: items.filter((task) => task.status === 'overdue').length,
      total: items.length,
    };
  },
});

/** A proposal only: the chat shows it with a button, and only the user's click creates the task (POST /api/tasks). */
export const proposeTask = definePilotTool({
  name: 'propose_task',
  description:
    'Proposes a new task to the user (it is NOT created: the user confirms it in the chat). Optionally on one property (its id).',
  input: z.object({
    title: z.string().trim().min(1).max(TASK_TITLE_MAX),
    description: z.string().trim().max(TASK_DESCRIPTION_MAX).nullish(),
    dueDate: ZIsoDate.nullish(),
    priority: ZTaskPriority.default('medium'),
    propertyId: ZUuid.nullish(),
  }),
  output: z.object({
    title: z.string(),
    description: z.string().nullable(),
    dueDate: ZIsoDate.nullable(),
    priority: ZTaskPriority,
    propertyId: z.string().nullable(),
    propertyAddress: z.string().nullable(),
  }),
  async run({ deps, context, language }, input) {
    const property = input.propertyId ? await deps.properties.getProperty(context, input.propertyId) : null;
    return {
      title: input.title,
      description: input.description || null,
      dueDate: input.dueDate ?? null,
      priority: input.priority,
      propertyId: property?.id ?? null,
      propertyAddress: property ? propertyAddress(property, language) : null,
    };
  },
});
