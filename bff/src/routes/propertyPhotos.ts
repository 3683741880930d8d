import {
  PHOTO_MAX_BYTES,
  ZListPropertyPhotosResponse,
  ZPhotoDownloadQuery,
  ZPropertyPhoto,
  ZPropertyPhotoParams,
} from '@immodesk/contracts/properties/propertyPhotos.contract';
import { ZPropertyIdParams } from '@immodesk/contracts/properties/property.contract';
import { readUpload } from '../http/readUpload';
import { sendFile } from '../http/sendFile';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';

export function propertyPhotoRoutes({
  properties,
  propertyFiles,
}: Pick<Services, 'properties' | 'propertyFiles'>) {
  return [
    signedIn.get(
      '/api/properties/:id/photos',
      { params: ZPropertyIdParams, response: ZListPropertyPhotosResponse },
      ({ session, params }) => properties.listPropertyPhotos(session, params.id),
    ),
    // multipart/form-data with one `file` part (the client sends several photos one by one, for progress).
    signedIn.post(
      '/api/properties/:id/photos',
      { params: ZPropertyIdParams, response: ZPropertyPhoto, status: 201 },
      async ({ ctx, session, params }) => {
        const { file } = await readUpload(ctx, PHOTO_MAX_BYTES);
        return propertyFiles.uploadPhoto(session, { idOrUrlCode: params.id, ...file });
      },
    ),
    signedIn.get(
      '/api/properties/:id/photos/:photoId/download',
      { params: ZPropertyPhotoParams, query: ZPhotoDownloadQuery },
      async ({ ctx, session, params, query }) => {
        const { photo, mimeType, stream } = await propertyFiles.getPhotoFile(session, {
          idOrUrlCode: params.id,
          photoId: params.photoId,
          variant: query.variant,
        });
        // A photo never changes under its id: the browser may keep it (the preloader relies on that).
        const cacheControl = 'private, max-age=31536000, immutable';
        const original =
          query.variant === 'original'
            ? { sizeBytes: photo.sizeBytes, fileName: photo.fileName, disposition: 'inline' as const }
            : {};
        sendFile(ctx, { stream, mimeType, cacheControl, ...original });
      },
    ),
    signedIn.delete(
      '/api/properties/:id/photos/:photoId',
      { params: ZPropertyPhotoParams },
      ({ session, params }) =>
        propertyFiles.deletePhoto(session, { idOrUrlCode: params.id, photoId: params.photoId }),
    ),
    signedIn.put(
      '/api/properties/:id/photos/:photoId/primary',
      { params: ZPropertyPhotoParams, response: ZListPropertyPhotosResponse },
      ({ session, params }) =>
        properties.setPrimaryPhoto(session, { idOrUrlCode: params.id, photoId: params.photoId }),
    ),
  ];
}
