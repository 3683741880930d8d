import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import type { TDocumentListItem, TDocumentType } from '@immodesk/contracts/documents/listDocuments.contract';
import { DOCUMENT_TYPES } from '@immodesk/contracts/vocabulary/documentTypes';
import { useFilterParam, useListPaging, usePageParam } from '@immodesk/sdk';
import {
  Button,
  layout,
  listCopy,
  ListFilters,
  ListResults,
  PageHeader,
  ResultCount,
  SearchField,
  SelectField,
} from '@immodesk/ui-kit';
import { DocumentPreviewDialog } from '../../document-preview/components/DocumentPreviewDialog';
import { UploadDocumentsDialog } from '../../document-upload/components/UploadDocumentsDialog';
import { useLinkOptions } from '../../link-options/hooks/useLinkOptions';
import { useColumnVisibility } from '../hooks/useColumnVisibility';
import { useDocumentList } from '../hooks/useDocumentList';
import { useDocumentSort } from '../hooks/useDocumentSort';
import { useLinkFilter } from '../hooks/useLinkFilter';
import { usePreloadDocumentImages } from '../hooks/usePreloadDocumentImages';
import { useTypeFilter } from '../hooks/useTypeFilter';
import { documentTypeOptions } from '../utils/documentTypeOptions';
import { ColumnChooser } from './ColumnChooser';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';
import type { DocumentAction } from './DocumentRowActions';
import { DocumentTable } from './DocumentTable';
import { RenameDocumentDialog } from './RenameDocumentDialog';
import { SortSelect } from './SortSelect';
import { StorageUsage } from './StorageUsage';

type OpenDialog = { kind: DocumentAction; document: TDocumentListItem } | { kind: 'upload' } | null;

/** SPEC §2 "Documents": upload, search, filters by type, property and tenant, column chooser, preview, download, rename, delete. */
export function DocumentListPage() {
  const { t, i18n } = useTranslation('documents');
  const [page, setPage] = usePageParam();
  const [q, setQ] = useFilterParam('q');
  const [type, setType] = useTypeFilter();
  const [propertyId, setPropertyId] = useLinkFilter('propertyId');
  const [tenantId, setTenantId] = useLinkFilter('tenantId');
  const [sort, setSort] = useDocumentSort();
  const columns = useColumnVisibility();
  const links = useLinkOptions();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const query = useDocumentList({
    page,
    pageSize: DEFAULT_PAGE_SIZE,
    q,
    type,
    propertyId,
    tenantId,
    ...sort,
  });
  const { data } = query;
  const paging = useListPaging(query, page, setPage);
  usePreloadDocumentImages(data?.items);
  const typeOptions = [
    { value: '', label: t('documentList.filters.allTypes') },
    ...documentTypeOptions(
      DOCUMENT_TYPES,
      (value: TDocumentType) => t(`document.type.${value}`),
      i18n.language,
    ),
  ];
  const isFiltered = Boolean(q || type || propertyId || tenantId);
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        title={t('documentList.title')}
        description={t('documentList.description')}
        actions={
          <Button onClick={() => setDialog({ kind: 'upload' })}>
            <Upload size={18} aria-hidden="true" />
            {t('documentList.upload')}
          </Button>
        }
      />
      <StorageUsage />
      <ListFilters label={t('documentList.filters.label')}>
        <SearchField
          label={t('documentList.filters.search')}
          placeholder={t('documentList.filters.searchPlaceholder')}
          value={q}
          onSearch={setQ}
        />
        <SelectField
          label={t('documentList.filters.type')}
          value={type ?? ''}
          options={typeOptions}
          onValueChange={setType}
        />
        <SelectField
          label={t('documentList.filters.property')}
          value={propertyId ?? ''}
          options={[{ value: '', label: t('documentList.filters.allProperties') }, ...links.properties]}
          onValueChange={setPropertyId}
        />
        <SelectField
          label={t('documentList.filters.tenant')}
          value={tenantId ?? ''}
          options={[{ value: '', label: t('documentList.filters.allTenants') }, ...links.tenants]}
          onValueChange={setTenantId}
        />
        <SortSelect sort={sort} onSort={setSort} />
      </ListFilters>
      <div className={layout.spread}>
        <ResultCount>{data ? t('documentList.count', { count: data.total }) : null}</ResultCount>
        <ColumnChooser hidden={columns.hidden} onToggle={columns.toggle} />
      </div>
      <ListResults {...paging} copy={listCopy(t, 'documentList')} isFiltered={isFiltered}>
        {(documents) => (
          <DocumentTable
            documents={documents}
            hiddenColumns={columns.hidden}
            sort={sort}
            onSort={setSort}
            onAction={(kind, document) => setDialog({ kind, document })}
          />
        )}
      </ListResults>
      {dialog?.kind === 'upload' ? (
        <UploadDocumentsDialog
          params={{ ...(propertyId ? { propertyId } : {}), ...(tenantId ? { tenantId } : {}) }}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'preview' ? (
        <DocumentPreviewDialog document={dialog.document} onClose={close} />
      ) : null}
      {dialog?.kind === 'rename' ? <RenameDocumentDialog document={dialog.document} onClose={close} /> : null}
      {dialog?.kind === 'delete' ? <DeleteDocumentDialog document={dialog.document} onClose={close} /> : null}
    </>
  );
}
