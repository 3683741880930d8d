import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import type { TDocumentListItem } from '@immodesk/contracts/documents/listDocuments.contract';
import { useListPaging, usePageParam } from '@immodesk/sdk';
import { Button, layout, listCopy, ListResults, PageHeader, ResultCount } from '@immodesk/ui-kit';
import { DocumentPreviewDialog } from '../../document-preview/components/DocumentPreviewDialog';
import { UploadDocumentsDialog } from '../../document-upload/components/UploadDocumentsDialog';
import { useColumnVisibility } from '../hooks/useColumnVisibility';
import { useDocumentFilters } from '../hooks/useDocumentFilters';
import { useDocumentList } from '../hooks/useDocumentList';
import { usePreloadDocumentImages } from '../hooks/usePreloadDocumentImages';
import { ColumnChooser } from './ColumnChooser';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';
import { DocumentFilters } from './DocumentFilters';
import type { DocumentAction } from './DocumentRowActions';
import { DocumentTable } from './DocumentTable';
import { RenameDocumentDialog } from './RenameDocumentDialog';
import { StorageUsage } from './StorageUsage';

type OpenDialog = { kind: DocumentAction; document: TDocumentListItem } | { kind: 'upload' } | null;

/** SPEC §2 "Documents": upload, search, filters by type, property and tenant, column chooser, preview, download, rename, delete. */
export function DocumentListPage() {
  const { t } = useTranslation('documents');
  const [page, setPage] = usePageParam();
  const filters = useDocumentFilters();
  const columns = useColumnVisibility();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const query = useDocumentList({
    page,
    pageSize: DEFAULT_PAGE_SIZE,
    q: filters.q,
    type: filters.type,
    propertyId: filters.propertyId,
    tenantId: filters.tenantId,
    ...filters.sort,
  });
  const { data } = query;
  const paging = useListPaging(query, page, setPage);
  usePreloadDocumentImages(data?.items);
  const { propertyId, tenantId } = filters;
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
      <DocumentFilters filters={filters} />
      <div className={layout.spread}>
        <ResultCount>{data ? t('documentList.count', { count: data.total }) : null}</ResultCount>
        <ColumnChooser hidden={columns.hidden} onToggle={columns.toggle} />
      </div>
      <ListResults {...paging} copy={listCopy(t, 'documentList')} isFiltered={filters.isFiltered}>
        {(documents) => (
          <DocumentTable
            documents={documents}
            hiddenColumns={columns.hidden}
            sort={filters.sort}
            onSort={filters.setSort}
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
