import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPropertyPhoto } from '@immodesk/contracts/properties/propertyPhotos.contract';
import { toast } from '@immodesk/sdk';
import { Badge, Button, EmptyState, ErrorState, Spinner } from '@immodesk/ui-kit';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { photoUrl } from '../../../shared/utils/photoUrl';
import { deletePhoto, setPrimaryPhoto } from '../api/photosApi';
import { usePropertyPhotos } from '../hooks/usePropertyPhotos';
import styles from './PropertyPhotos.module.css';

/** The property's photos with "make primary" and "delete" on each. */
export function PhotoGallery({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  const { data, isPending, isError, error, refetch } = usePropertyPhotos(propertyId);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: propertyKeys.photos(propertyId) });
    await queryClient.invalidateQueries({ queryKey: propertyKeys.lists() });
    await queryClient.invalidateQueries({ queryKey: propertyKeys.details() });
  };
  const makePrimary = useMutation({
    mutationFn: (photo: TPropertyPhoto) => setPrimaryPhoto(propertyId, photo.id),
    onSuccess: refresh,
    onError: (failure) => toast.error(t('toasts.updateFailed'), { description: failure.message }),
  });
  const remove = useMutation({
    mutationFn: (photo: TPropertyPhoto) => deletePhoto(propertyId, photo.id),
    onSuccess: async () => {
      await refresh();
      toast.success(t('photos.deleted'));
    },
    onError: (failure) => toast.error(t('toasts.removeFailed'), { description: failure.message }),
  });

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
