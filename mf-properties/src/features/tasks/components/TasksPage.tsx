import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import { GENERAL_TASKS, TASK_STATUS_FILTERS } from '@immodesk/contracts/tasks/taskFilters';
import type { TTask } from '@immodesk/contracts/tasks/task';
import {
  contractorDisplayName,
  formatAddress,
  useCreateParam,
  useListPaging,
  usePageParam,
} from '@immodesk/sdk';
import {
  Button,
  layout,
  listCopy,
  ListFilters,
  ListResults,
  PageHeader,
  ResultCount,
  SearchField,
  searchFieldCopy,
  SelectField,
} from '@immodesk/ui-kit';
import { useContractorOptions } from '../hooks/useContractorOptions';
import { usePropertyOptions } from '../hooks/usePropertyOptions';
import { useTaskFilters } from '../hooks/useTaskFilters';
import { useTaskList } from '../hooks/useTaskList';
import { useToggleTaskCompleted } from '../hooks/useToggleTaskCompleted';
import { todayInBrussels } from '../utils/dueLabel';
import { DeleteTaskDialog } from './DeleteTaskDialog';
import { TaskListItem } from './TaskListItem';

// The task form (its fields, attachments and zod schema) loads when it opens, not with the list.
const TaskFormDialog = lazy(() => import('./TaskFormDialog').then((m) => ({ default: m.TaskFormDialog })));

/** SPEC §2 "Tasks": search, status and property filters (general tasks included), complete/incomplete, edit, delete. */
export function TasksPage() {
  const { t } = useTranslation('properties');
  const [page, setPage] = usePageParam();
  const filters = useTaskFilters();
  const query = useTaskList({
    page,
    pageSize: DEFAULT_PAGE_SIZE,
    q: filters.q,
    status: filters.status,
    propertyId: filters.propertyId,
  });
  const { data } = query;
  const paging = useListPaging(query, page, setPage);
  const properties = usePropertyOptions();
  const contractors = useContractorOptions();
  const toggle = useToggleTaskCompleted();
  // A new task's dialog can also be opened by a link (`/tasks?create=1`, the dashboard's checklist).
  const { isCreating, startCreating, stopCreating } = useCreateParam();
  const [editing, setEditing] = useState<TTask | null>(null);
  const [deleting, setDeleting] = useState<TTask | null>(null);
  const today = todayInBrussels();
  const isFiltered = Boolean(filters.q || filters.status !== 'all' || filters.propertyId);
  const contractorNames = new Map(
    (contractors.data ?? []).map((contractor) => [contractor.id, contractorDisplayName(contractor).primary]),
  );

  const propertyFilterOptions = [
    { value: '', label: t('tasks.filters.allProperties') },
    { value: GENERAL_TASKS, label: t('tasks.filters.general') },
    ...(properties.data ?? []).map((property) => ({ value: property.id, label: formatAddress(property) })),
  ];

  return (
    <>
      <PageHeader
        title={t('tasks.page.title')}
        description={t('tasks.page.description')}
        actions={<Button onClick={startCreating}>{t('tasks.page.newTask')}</Button>}
      />
      <ListFilters label={t('tasks.filters.label')}>
        <SearchField {...searchFieldCopy(t, 'tasks.filters')} value={filters.q} onSearch={filters.setQ} />
        <SelectField
          label={t('tasks.filters.status')}
          value={filters.status}
          options={TASK_STATUS_FILTERS.map((status) => ({
            value: status,
            label: t(`tasks.status.${status}`),
          }))}
          onValueChange={filters.setStatus}
        />
        <SelectField
          label={t('tasks.filters.property')}
          value={filters.propertyId}
          options={propertyFilterOptions}
          onValueChange={filters.setPropertyId}
        />
      </ListFilters>
      <ResultCount>{data ? t('tasks.page.count', { count: data.total }) : null}</ResultCount>
      <ListResults {...paging} copy={listCopy(t, 'tasks.page')} isFiltered={isFiltered}>
        {(tasks) => (
          <ul className={layout.looseList} aria-label={t('tasks.page.listLabel')}>
            {tasks.map((task) => (
              <TaskListItem
                key={task.id}
                task={task}
                today={today}
                contractorName={task.contractorId ? (contractorNames.get(task.contractorId) ?? null) : null}
                isToggling={toggle.isPending && toggle.variables?.id === task.id}
                onToggle={(item) => toggle.mutate(item)}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            ))}
          </ul>
        )}
      </ListResults>
      {isCreating || editing ? (
        <Suspense fallback={null}>
          <TaskFormDialog
            key={editing ? editing.id : 'new'}
            task={editing}
            defaultPropertyId={filters.propertyId === GENERAL_TASKS ? '' : filters.propertyId}
            onClose={() => {
              setEditing(null);
              stopCreating();
            }}
          />
        </Suspense>
      ) : null}
      {deleting ? <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
