import { z } from 'zod';
import { ZPageQuery, zListResponse } from '../common/pagination';
import { ZUuid } from '../common/primitives';
import { ZTask } from './task';
import { GENERAL_TASKS, TASK_STATUS_FILTERS } from './taskFilters';

export { GENERAL_TASKS, TASK_STATUS_FILTERS, type TTaskStatusFilter } from './taskFilters';
export const ZTaskStatusFilter = z.enum(TASK_STATUS_FILTERS);

/**
 * GET /api/tasks (API.md "More shapes"): `q` searches title and description; `status` pending means not
 * completed (overdue included), overdue means not completed and due before today; `propertyId` is a property
 * id or `general`; `contractorId` a contractor's id.
 */
export const ZListTasksQuery = ZPageQuery.extend({
  q: z.string().trim().max(200).optional(),
  status: ZTaskStatusFilter.default('all'),
  propertyId: z.union([z.literal(GENERAL_TASKS), ZUuid]).optional(),
  /** The tasks given to one contractor (the contractor's detail view). */
  contractorId: ZUuid.optional(),
});
export type TListTasksQuery = z.infer<typeof ZListTasksQuery>;

export const ZListTasksResponse = zListResponse(ZTask);
export type TListTasksResponse = z.infer<typeof ZListTasksResponse>;
