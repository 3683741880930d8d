import {
  ZListPropertyPhotosResponse,
  ZPropertyPhoto,
  type TListPropertyPhotosResponse,
  type TPropertyPhoto,
} from '@immodesk/contracts/properties/propertyPhotos.contract';
import { apiDelete, apiGet, apiPut, uploadWithProgress } from '@immodesk/sdk';

const photosPath = (propertyId: string) => `/api/properties/${encodeURIComponent(propertyId)}/photos`;

export function fetchPhotos(propertyId: string, signal?: AbortSignal): Promise<TListPropertyPhotosResponse> {
  return apiGet(photosPath(propertyId), { schema: ZListPropertyPhotosResponse, signal });
}

export function setPrimaryPhoto(propertyId: string, photoId: string): Promise<TListPropertyPhotosResponse> {
  return apiPut(`${photosPath(propertyId)}/${encodeURIComponent(photoId)}/primary`, undefined, {
    schema: ZListPropertyPhotosResponse,
  });
}

export function deletePhoto(propertyId: string, photoId: string): Promise<unknown> {
  return apiDelete(`${photosPath(propertyId)}/${encodeURIComponent(photoId)}`);
}

/** Uploads one photo as multipart/form-data, with its progress (fraction 0–1), through the sdk's one upload helper. */
export function uploadPhoto(
  propertyId: string,
  file: File,
  onProgress: (fraction: number) => void,
  networkErrorMessage: string,
): Promise<TPropertyPhoto> {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress(photosPath(propertyId), form, {
    schema: ZPropertyPhoto,
    onProgress,
    networkErrorMessage,
  });
}
