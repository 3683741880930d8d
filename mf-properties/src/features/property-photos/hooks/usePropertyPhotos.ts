import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { preloadImages } from '@immodesk/sdk';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { photoUrl } from '../../../shared/utils/photoUrl';
import { fetchPhotos } from '../api/photosApi';

/** The property's photos; their images are preloaded in the background, two at a time (SPEC.md §9). */
export function usePropertyPhotos(propertyId: string) {
  const query = useQuery({
    queryKey: propertyKeys.photos(propertyId),
    queryFn: ({ signal }) => fetchPhotos(propertyId, signal),
  });
  const items = query.data?.items;
  useEffect(() => {
    if (!items) return;
    void preloadImages(
      items.flatMap((photo) => [photoUrl(propertyId, photo.id, 'thumbnail'), photoUrl(propertyId, photo.id)]),
      { concurrency: 2 },
    );
  }, [items, propertyId]);
  return query;
}
