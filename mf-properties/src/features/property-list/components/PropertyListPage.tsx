import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pagination';
import { useFilterParam, usePageCount, usePageParam } from '@immodesk/sdk';
import { Button, EmptyState, ErrorState, PageHeader, Pagination, Spinner } from '@immodesk/ui-kit';
import { usePropertyPaths } from '../../../shared/hooks/usePropertyPaths';
import { PlanLimitBanner } from '../../plan-limit/components/PlanLimitBanner';
import { PropertyFormDialog } from '../../property-form/components/PropertyFormDialog';
import { usePropertyList } from '../hooks/usePropertyList';
import { useViewMode } from '../hooks/useViewMode';
import { PropertyFiltersBar } from './PropertyFiltersBar';
import { PropertyResults } from './PropertyResults';
import { ViewModeSwitch } from './ViewModeSwitch';
import styles from './PropertyListPage.module.css';

export function PropertyListPage() {
  const { t } = useTranslation('properties');
  const navigate = useNavigate();
  const paths = usePropertyPaths();
  const [page, setPage] = usePageParam();
  const [q] = useFilterParam('q');
  const [type] = useFilterParam('type');
  const [status] = useFilterParam('status');
  const [occupancy] = useFilterParam('occupancy');
  const [price] = useFilterParam('price');
  const [favourite] = useFilterParam('favourite');
  const [mode, setMode] = useViewMode();
  const [isAdding, setIsAdding] = useState(false);
  const filters = { page, pageSize: DEFAULT_PAGE_SIZE, q, type, status, occupancy, price, favourite: favourite === 'true' };
  const isFiltered = Boolean(q || type || status || occupancy || price || favourite);
  const { data, isPending, isError, error, refetch, isRefetching } = usePropertyList(filters);
  const pageCount = usePageCount(data?.total, DEFAULT_PAGE_SIZE, page, setPage);

  return (
    <>
      <PageHeader
        title={t('propertyList.title')}
        description={data ? t('propertyList.count', { count: data.total }) : undefined}
        actions={<Button onClick={() => setIsAdding(true)}>{t('propertyList.add')}</Button>}
      />
      <PlanLimitBanner />
      <div className={styles.toolbar}>
        <PropertyFiltersBar />
        <ViewModeSwitch mode={mode} onChange={setMode} />
      </div>
      {isPending ? <Spinner size="large" label={t('propertyList.loading')} /> : null}
      {isError ? (
        <ErrorState title={t('propertyList.errorTitle')} message={error.message} retryLabel={t('propertyList.retry')} onRetry={() => void refetch()} isRetrying={isRefetching} />
      ) : null}
      {data && data.total === 0 ? (
        isFiltered ? (
          <EmptyState title={t('propertyList.noMatchTitle')} description={t('propertyList.noMatchDescription')} />
        ) : (
          <EmptyState title={t('propertyList.emptyTitle')} description={t('propertyList.emptyDescription')} />
        )
      ) : null}
      {data && data.items.length > 0 ? <PropertyResults properties={data.items} mode={mode} /> : null}
      {data && data.total > DEFAULT_PAGE_SIZE ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          label={t('propertyList.pagination.label')}
          statusText={t('propertyList.pagination.pageOf', { page, pageCount })}
          previousLabel={t('propertyList.pagination.previous')}
          nextLabel={t('propertyList.pagination.next')}
        />
      ) : null}
      <PropertyFormDialog isOpen={isAdding} onClose={() => setIsAdding(false)} onCreated={(property) => navigate(paths.details(property.urlCode))} />
    </>
  );
}
