import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pagination';
import { useFilterParam, usePageCount, usePageParam } from '@immodesk/sdk';
import { Button, ListResults, listCopy, PageHeader } from '@immodesk/ui-kit';
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
  const query = usePropertyList(filters);
  const { data } = query;
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
      <ListResults
        query={query}
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        copy={{ ...listCopy(t, 'propertyList'), noResults: { title: t('propertyList.noMatchTitle'), description: t('propertyList.noMatchDescription') } }}
        isFiltered={isFiltered}
      >
        {(properties) => <PropertyResults properties={properties} mode={mode} />}
      </ListResults>
      <PropertyFormDialog isOpen={isAdding} onClose={() => setIsAdding(false)} onCreated={(property) => navigate(paths.details(property.urlCode))} />
    </>
  );
}
