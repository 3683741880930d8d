import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatDate, isRemoteEnabled, openRemoteDialog, toBrusselsDate, useDataChanged } from '@immodesk/sdk';
import { Button, ErrorState, layout, Spinner } from '@immodesk/ui-kit';
import { PhotoGallery } from '../../property-photos/components/PhotoGallery';
import { PhotoUploader } from '../../property-photos/components/PhotoUploader';
import { usePropertyDocuments } from '../hooks/usePropertyDocuments';
import styles from './PropertyDetailsPage.module.css';

/** Photos (upload, primary, delete) and the documents linked to the property. */
export function FilesTab({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('properties');
  const documents = usePropertyDocuments(propertyId);
  // The upload dialog belongs to the documents remote; it reports its uploads on the event bus.
  useDataChanged('document', () => void documents.refetch());
  return (
    <div className={styles.stack}>
      <section aria-labelledby="property-photos-heading">
        <h3 id="property-photos-heading" className={styles.sectionTitle}>
          {t('photos.title')}
        </h3>
        <PhotoUploader propertyId={propertyId} />
        <PhotoGallery propertyId={propertyId} />
      </section>
      <section aria-labelledby="property-documents-heading">
        <div className={clsx(layout.spread, styles.sectionHeader)}>
          <h3 id="property-documents-heading" className={styles.sectionTitle}>
            {t('details.documents.title')}
          </h3>
          {isRemoteEnabled('documents') ? (
            <Button
              size="small"
              variant="secondary"
              onClick={() => openRemoteDialog('documents', 'upload', { propertyId })}
            >
              {t('details.documents.upload')}
            </Button>
          ) : null}
        </div>
        {documents.isPending ? <Spinner label={t('details.documents.loading')} /> : null}
        {documents.isError ? (
          <ErrorState
            title={t('details.documents.error')}
            message={documents.error.message}
            onRetry={() => void documents.refetch()}
          />
        ) : null}
        {documents.data && documents.data.items.length === 0 ? (
          <p className={styles.muted}>{t('details.documents.empty')}</p>
        ) : null}
        {documents.data && documents.data.items.length > 0 ? (
          <ul className={styles.documentList} data-testid="property-documents">
            {documents.data.items.map((document) => (
              <li key={document.id}>
                <a href={`/api/documents/${encodeURIComponent(document.id)}/download`}>{document.fileName}</a>{' '}
                <span className={styles.muted}>{formatDate(toBrusselsDate(document.uploadedAt))}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
