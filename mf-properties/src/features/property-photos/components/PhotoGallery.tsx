import { Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, EmptyState, ErrorState, Spinner } from '@immodesk/ui-kit';
import { photoUrl } from '../../../shared/utils/photoUrl';
import { usePhotoActions } from '../hooks/usePhotoActions';
import { usePropertyPhotos } from '../hooks/usePropertyPhotos';
import { PhotoActionButton } from './PhotoActionButton';
import styles from './PropertyPhotos.module.css';

/** The property's photos, numbered in the gallery's order, with "make primary" and "delete" on each. */
export function PhotoGallery({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('properties');
  const { data, isPending, isError, error, refetch } = usePropertyPhotos(propertyId);
  const { makePrimary, remove } = usePhotoActions(propertyId);

  if (isPending) return <Spinner label={t('photos.loading')} />;
  if (isError)
    return (
      <ErrorState title={t('photos.errorTitle')} message={error.message} onRetry={() => void refetch()} />
    );
  if (data.items.length === 0)
    return <EmptyState title={t('photos.emptyTitle')} description={t('photos.emptyDescription')} />;
  return (
    <ul className={styles.gallery} aria-label={t('photos.galleryLabel')}>
      {data.items.map((photo, index) => {
        const number = index + 1;
        return (
          <li
            key={photo.id}
            className={styles.photo}
            data-testid="property-photo"
            data-primary={photo.isPrimary}
          >
            <a
              href={photoUrl(propertyId, photo.id)}
              target="_blank"
              rel="noreferrer"
              className={styles.photoLink}
            >
              <img
                src={photoUrl(propertyId, photo.id, 'thumbnail')}
                alt={t('photos.alt', { number, fileName: photo.fileName })}
                className={styles.photoImage}
                loading="lazy"
              />
            </a>
            <div className={styles.photoActions}>
              {photo.isPrimary ? <Badge tone="success">{t('photos.primary')}</Badge> : null}
              <span className={styles.photoButtons}>
                {photo.isPrimary ? null : (
                  <PhotoActionButton
                    label={t('photos.makePrimary', { number })}
                    icon={<Star size={18} aria-hidden="true" />}
                    variant="secondary"
                    onClick={() => makePrimary.mutate(photo)}
                    isLoading={makePrimary.isPending && makePrimary.variables?.id === photo.id}
                  />
                )}
                <PhotoActionButton
                  label={t('photos.delete', { number })}
                  icon={<Trash2 size={18} aria-hidden="true" />}
                  variant="ghost"
                  onClick={() => remove.mutate(photo)}
                  isLoading={remove.isPending && remove.variables?.id === photo.id}
                />
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
