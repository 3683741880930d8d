import { useTranslation } from 'react-i18next';
import type { TDocument } from '@immodesk/contracts/documents/listDocuments.contract';
import { formatDate } from '@immodesk/sdk';
import { Table, VisuallyHidden } from '@immodesk/ui-kit';
import styles from '../../../shared/components/StackedTable.module.css';
import { toBrusselsDate } from '../../../shared/utils/toBrusselsDate';
import { documentDownloadUrl } from '../api/documentDownloadUrl';
import { formatFileSize } from '../utils/formatFileSize';

export type DocumentTableProps = { documents: TDocument[] };

/** Documents as a table; stacked rows with their column names on a narrow screen. */
export function DocumentTable({ documents }: DocumentTableProps) {
  const { t } = useTranslation('documents');
  const column = {
    type: t('documentList.columns.type'),
    size: t('documentList.columns.size'),
    uploadedAt: t('documentList.columns.uploadedAt'),
    download: t('documentList.columns.download'),
  };
  return (
    <div className={styles.container}>
      <Table caption={t('documentList.caption')} className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('documentList.columns.fileName')}</th>
            <th scope="col">{column.type}</th>
            <th scope="col">{column.size}</th>
            <th scope="col">{column.uploadedAt}</th>
            <th scope="col">{column.download}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id} data-testid="document-row">
              <td className={styles.primary}>{document.fileName}</td>
              <td data-label={column.type}>{t(`document.type.${document.type}`)}</td>
              <td data-label={column.size} className={styles.numeric}>
                {formatFileSize(document.sizeBytes)}
              </td>
              <td data-label={column.uploadedAt} className={styles.numeric}>
                {formatDate(toBrusselsDate(document.uploadedAt))}
              </td>
              <td data-label={column.download}>
                <a href={documentDownloadUrl(document.id)} download={document.fileName}>
                  {t('documentList.download')} <VisuallyHidden>{document.fileName}</VisuallyHidden>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
