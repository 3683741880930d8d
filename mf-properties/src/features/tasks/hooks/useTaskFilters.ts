import { isUuid } from '@immodesk/contracts/common/uuid';
import {
  GENERAL_TASKS,
  TASK_STATUS_FILTERS,
  type TTaskStatusFilter,
} from '@immodesk/contracts/tasks/taskFilters';
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
  const status = TASK_STATUS_FILTERS.find((filter) => filter === statusValue) ?? 'all';
  const isPropertyValid = propertyValue === GENERAL_TASKS || isUuid(propertyValue);
  // "all" is the default: no parameter in the URL.
  const setStatus = (value: string) => setStatusParam(value === 'all' ? '' : value);
  return { q, setQ, status, setStatus, propertyId: isPropertyValid ? propertyValue : '', setPropertyId };
}
