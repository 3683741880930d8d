import type { TTask } from '@immodesk/contracts/tasks/task';

export const TASK_PROPERTY_ID = '5b0c7a4e-1d2f-4a3b-8c9d-000000000001';

/** Korenlei 7 bus 2 in Gent, as a task names its property. */
export const TASK_PROPERTY: NonNullable<TTask['property']> = {
  id: TASK_PROPERTY_ID,
  urlCode: 'k7gent',
  street: 'Korenlei',
  houseNumber: '7',
  bus: '2',
  postalCode: '9000',
  city: 'Gent',
};

/** An open general task of medium priority without due date or contractor, for tests; override what matters. */
export function testTask(overrides: Partial<TTask> & Pick<TTask, 'id' | 'title'>): TTask {
  return {
    description: null,
    propertyId: null,
    property: null,
    priority: 'medium',
    contractorId: null,
    dueDate: null,
    completed: false,
    completedAt: null,
    status: 'pending',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}
