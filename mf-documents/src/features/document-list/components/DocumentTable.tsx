import { useTranslation } from 'react-i18next';
import type { TDocument } from '@immodesk/contracts/documents/listDocuments.contract';
import { formatDate, formatFileSize, toBrusselsDate } from '@immodesk/sdk';
import { StackedTable, type StackedTableColumns, VisuallyHidden } from '@immodesk/ui-kit';
import { documentDownloadUrl } from '../api/documentDownloadUrl';

export type DocumentTableProps = { documents: TDocument[] };

/** Documents as a table; stacked rows with their column names on a narrow screen. */
export function DocumentTable({ documents }: DocumentTableProps) {
  const { t } = useTranslation('documents');
  const columns: StackedTableColumns<TDocument> = [
    { header: t('documentList.columns.fileName'), cell: (document) => document.fileName },
    { header: t('documentList.columns.type'), cell: (document) => t(`document.type.${document.type}`) },
    {
      header: t('documentList.columns.size'),
      isNumeric: true,
      cell: (document) => formatFileSize(document.sizeBytes),
    },
    {
      header: t('documentList.columns.uploadedAt'),
      isNumeric: true,
      cell: (document) => formatDate(toBrusselsDate(document.uploadedAt)),
    },
    {
      header: t('documentList.columns.download'),
      cell: (document) => (
        <a href={documentDownloadUrl(document.id)} download={document.fileName}>
          {t('documentList.download')} <VisuallyHidden>{document.fileName}</VisuallyHidden>
        </a>
      ),
    },
  ];
  return <StackedTable caption={t('documentList.caption')} rows={documents} columns={columns} rowTestId="document-row" stackBelow="40rem" />;
}
