import { useTranslation } from 'react-i18next';
import { Badge, Button, EmptyState, ErrorState, Spinner } from '@immodesk/ui-kit';
import { photoUrl } from '../../../shared/utils/photoUrl';
import { usePhotoActions } from '../hooks/usePhotoActions';
import { usePropertyPhotos } from '../hooks/usePropertyPhotos';
import styles from './PropertyPhotos.module.css';

/** The property's photos with "make primary" and "delete" on each. */
export function PhotoGallery({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('properties');
  const { data, isPending, isError, error, refetch } = usePropertyPhotos(propertyId);
  const { makePrimary, remove } = usePhotoActions(propertyId);

  if (isPending) return <Spinner label={t('photos.loading')} />;
  if (isError) return <ErrorState title={t('photos.errorTitle')} message={error.message} onRetry={() => void refetch()} />;
  if (data.items.length === 0) return <EmptyState title={t('photos.emptyTitle')} description={t('photos.emptyDescription')} />;
  return (
    <ul className={styles.gallery} aria-label={t('photos.galleryLabel')}>
      {data.items.map((photo) => (
        <li key={photo.id} className={styles.photo} data-testid="property-photo" data-primary={photo.isPrimary}>
          <a href={photoUrl(propertyId, photo.id)} target="_blank" rel="noreferrer" className={styles.photoLink}>
            <img src={photoUrl(propertyId, photo.id, 'thumbnail')} alt={photo.fileName} className={styles.photoImage} loading="lazy" />
          </a>
          <div className={styles.photoActions}>
            {photo.isPrimary ? (
              <Badge tone="success">{t('photos.primary')}</Badge>
            ) : (
              <Button size="small" variant="secondary" onClick={() => makePrimary.mutate(photo)} isLoading={makePrimary.isPending && makePrimary.variables?.id === photo.id}>
                {t('photos.makePrimary', { fileName: photo.fileName })}
              </Button>
            )}
            <Button size="small" variant="ghost" onClick={() => remove.mutate(photo)} isLoading={remove.isPending && remove.variables?.id === photo.id}>
              {t('photos.delete', { fileName: photo.fileName })}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
