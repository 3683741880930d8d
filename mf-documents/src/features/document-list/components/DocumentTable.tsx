import { useTranslation } from 'react-i18next';
import type {
  TDocumentListItem,
  TDocumentSortField,
} from '@immodesk/contracts/documents/listDocuments.contract';
import { formatDate, formatFileSize, toBrusselsDate } from '@immodesk/sdk';
import {
  NotProvided,
  StackedTable,
  type StackedTableColumn,
  type StackedTableColumns,
} from '@immodesk/ui-kit';
import type { DocumentSort } from '../hooks/useDocumentSort';
import { SORTABLE_COLUMNS, type OptionalDocumentColumn } from '../utils/documentColumns';
import { DocumentRowActions, type DocumentAction } from './DocumentRowActions';

export type DocumentTableProps = {
  documents: TDocumentListItem[];
  hiddenColumns: readonly OptionalDocumentColumn[];
  sort: DocumentSort;
  onSort: (sort: DocumentSort) => void;
  onAction: (action: DocumentAction, document: TDocumentListItem) => void;
};

type Column = StackedTableColumn<TDocumentListItem, TDocumentSortField>;

/** Documents as a table with sortable headings and the columns the user chose; cards on a narrow screen. */
export function DocumentTable({ documents, hiddenColumns, sort, onSort, onAction }: DocumentTableProps) {
  const { t } = useTranslation('documents');
  const sortable = (key: keyof typeof SORTABLE_COLUMNS, column: Column): Column => ({
    ...column,
    sortKey: SORTABLE_COLUMNS[key],
  });
  const optional: Record<OptionalDocumentColumn, Column> = {
    type: { header: t('documentList.columns.type'), cell: (document) => t(`document.type.${document.type}`) },
    property: {
      header: t('documentList.columns.property'),
      cell: (document) => document.propertyAddress ?? <NotProvided label={t('documentList.notLinked')} />,
    },
    tenant: {
      header: t('documentList.columns.tenant'),
      cell: (document) => document.tenantName ?? <NotProvided label={t('documentList.notLinked')} />,
    },
    size: {
      header: t('documentList.columns.size'),
      isNumeric: true,
      cell: (document) => formatFileSize(document.sizeBytes),
    },
    uploadedAt: {
      header: t('documentList.columns.uploadedAt'),
      isNumeric: true,
      cell: (document) => formatDate(toBrusselsDate(document.uploadedAt)),
    },
  };
  const columns: StackedTableColumns<TDocumentListItem, TDocumentSortField> = [
    sortable('fileName', {
      header: t('documentList.columns.fileName'),
      cell: (document) => document.fileName,
    }),
    ...(Object.keys(optional) as OptionalDocumentColumn[])
      .filter((key) => !hiddenColumns.includes(key))
      .map((key) => sortable(key, optional[key])),
    {
      header: t('documentList.columns.actions'),
      cell: (document) => <DocumentRowActions document={document} onAction={onAction} />,
    },
  ];
  return (
    <StackedTable
      caption={t('documentList.caption')}
      rows={documents}
      columns={columns}
      sort={sort}
      onSort={onSort}
      rowTestId="document-row"
    />
  );
}
