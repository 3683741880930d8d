// Without zod: the tasks page's filters read them on its first load (the schemas are in listTasks.contract.ts).
export const TASK_STATUS_FILTERS = ['all', 'pending', 'completed', 'overdue'] as const;
export type TTaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];

/** Filter value for tasks that belong to no property. */
export const GENERAL_TASKS = 'general';
