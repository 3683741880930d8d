import clsx from 'clsx';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import {
  PlanLimitNotice,
  useCreateParam,
  useFilterParam,
  useListPaging,
  usePageParam,
  useViewMode,
} from '@immodesk/sdk';
import {
  Button,
  buttonClassName,
  layout,
  ListResults,
  listCopy,
  PageHeader,
  ViewModeSwitch,
  viewModeCopy,
} from '@immodesk/ui-kit';
import { usePropertyPaths } from '../../../shared/hooks/usePropertyPaths';
import { usePropertyList } from '../hooks/usePropertyList';
import { PropertyFiltersBar } from './PropertyFiltersBar';
import { PropertyResults } from './PropertyResults';
import styles from './PropertyListPage.module.css';

// The add dialog (the form and its zod schema) loads when it opens, not with the list.
const PropertyFormDialog = lazy(() =>
  import('../../property-form/components/PropertyFormDialog').then((m) => ({
    default: m.PropertyFormDialog,
  })),
);

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
  const [mode, setMode] = useViewMode('properties');
  const { isCreating, startCreating, stopCreating } = useCreateParam();
  const filters = {
    page,
    pageSize: DEFAULT_PAGE_SIZE,
    q,
    type,
    status,
    occupancy,
    price,
    favourite: favourite === 'true',
  };
  const isFiltered = Boolean(q || type || status || occupancy || price || favourite);
  const query = usePropertyList(filters);
  const { data } = query;
  const paging = useListPaging(query, page, setPage);

  return (
    <>
      <PageHeader
        title={t('propertyList.title')}
        description={data ? t('propertyList.count', { count: data.total }) : undefined}
        actions={
          <>
            <Link to={paths.rentRollImport} className={buttonClassName({ variant: 'secondary' })}>
              {t('rentRollImport.entry')}
            </Link>
            <Button onClick={startCreating}>{t('propertyList.add')}</Button>
          </>
        }
      />
      <PlanLimitNotice resource="properties" namespace="properties" testId="plan-limit-banner" />
      <div className={clsx(layout.toolbar, styles.toolbar)}>
        <PropertyFiltersBar />
        <ViewModeSwitch mode={mode} onChange={setMode} {...viewModeCopy(t, 'propertyList.viewModes')} />
      </div>
      <ListResults
        {...paging}
        copy={{
          ...listCopy(t, 'propertyList'),
          noResults: {
            title: t('propertyList.noMatchTitle'),
            description: t('propertyList.noMatchDescription'),
          },
        }}
        isFiltered={isFiltered}
      >
        {(properties) => <PropertyResults properties={properties} mode={mode} />}
      </ListResults>
      {isCreating && (
        <Suspense fallback={null}>
          <PropertyFormDialog
            isOpen
            onClose={stopCreating}
            onCreated={(property) => navigate(paths.details(property.urlCode))}
          />
        </Suspense>
      )}
    </>
  );
}
