import { GENERAL_TASKS, ZTaskStatusFilter, type TTaskStatusFilter } from '@immodesk/contracts/tasks/listTasks.contract';
import { ZUuid } from '@immodesk/contracts/common/primitives';
import { useFilterParam } from '@immodesk/sdk';

export type TaskFilters = {
  q: string;
  setQ: (value: string) => void;
  status: TTaskStatusFilter;
  setStatus: (value: string) => void;
  /** A property id, `general`, or '' for every task. */
  propertyId: string;
  setPropertyId: (value: string) => void;
};

/** `?q=…&status=overdue&propertyId=general` in the URL; an unknown value means "all" rather than an error. */
export function useTaskFilters(): TaskFilters {
  const [q, setQ] = useFilterParam('q');
  const [statusValue, setStatusParam] = useFilterParam('status');
  const [propertyValue, setPropertyId] = useFilterParam('propertyId');
  const status = ZTaskStatusFilter.safeParse(statusValue);
  const isPropertyValid = propertyValue === GENERAL_TASKS || ZUuid.safeParse(propertyValue).success;
  // "all" is the default: no parameter in the URL.
  const setStatus = (value: string) => setStatusParam(value === 'all' ? '' : value);
  return { q, setQ, status: status.success ? status.data : 'all', setStatus, propertyId: isPropertyValid ? propertyValue : '', setPropertyId };
}
