import {
  PHOTO_MAX_BYTES,
  ZListPropertyPhotosResponse,
  ZPhotoDownloadQuery,
  ZPropertyPhoto,
  ZPropertyPhotoParams,
} from '@immodesk/contracts/properties/propertyPhotos.contract';
import { ZPropertyIdParams } from '@immodesk/contracts/properties/property.contract';
import { AppError } from '@immodesk/platform/errors';
import { contentDisposition } from '../http/contentDisposition';
import { defineRoute } from '../http/defineRoute';
import { readMultipartForm } from '../http/readMultipartForm';
import type { Services } from '../composition';

export function propertyPhotoRoutes(services: Services) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/properties/:id/photos',
      auth: true,
      input: { params: ZPropertyIdParams },
      response: ZListPropertyPhotosResponse,
      handler: ({ session, params }) => services.properties.listPropertyPhotos(session, params.id),
    }),
    // multipart/form-data with one `file` part (the client sends several photos one by one, for progress).
    defineRoute({
      method: 'post',
      path: '/api/properties/:id/photos',
      auth: true,
      input: { params: ZPropertyIdParams },
      response: ZPropertyPhoto,
      status: 201,
      handler: async ({ ctx, session, params }) => {
        const { file } = await readMultipartForm(ctx, PHOTO_MAX_BYTES);
        if (!file) throw new AppError('validation_error', { details: { file: 'validation.required' } });
        return services.propertyFiles.uploadPhoto(session, { idOrUrlCode: params.id, fileName: file.name, content: file });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/properties/:id/photos/:photoId/download',
      auth: true,
      input: { params: ZPropertyPhotoParams, query: ZPhotoDownloadQuery },
      handler: async ({ ctx, session, params, query }) => {
        const file = await services.propertyFiles.getPhotoFile(session, { idOrUrlCode: params.id, photoId: params.photoId, variant: query.variant });
        ctx.set('Content-Type', file.mimeType);
        if (query.variant === 'original') {
          ctx.set('Content-Length', String(file.photo.sizeBytes));
          ctx.set('Content-Disposition', contentDisposition(file.photo.fileName, 'inline'));
        }
        // A photo never changes under its id: the browser may keep it (the preloader relies on that).
        ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
        ctx.set('X-Content-Type-Options', 'nosniff');
        ctx.body = file.stream;
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/api/properties/:id/photos/:photoId',
      auth: true,
      input: { params: ZPropertyPhotoParams },
      handler: ({ session, params }) => services.propertyFiles.deletePhoto(session, { idOrUrlCode: params.id, photoId: params.photoId }),
    }),
    defineRoute({
      method: 'put',
      path: '/api/properties/:id/photos/:photoId/primary',
      auth: true,
      input: { params: ZPropertyPhotoParams },
      response: ZListPropertyPhotosResponse,
      handler: ({ session, params }) => services.properties.setPrimaryPhoto(session, { idOrUrlCode: params.id, photoId: params.photoId }),
    }),
  ];
}
