import { ZListPropertyPhotosResponse, ZPropertyPhoto, type TListPropertyPhotosResponse, type TPropertyPhoto } from '@immodesk/contracts/properties/propertyPhotos.contract';
import { apiDelete, apiErrorFromResponse, apiGet, apiPut, currentLanguage } from '@immodesk/sdk';

const photosPath = (propertyId: string) => `/api/properties/${encodeURIComponent(propertyId)}/photos`;

export function fetchPhotos(propertyId: string, signal?: AbortSignal): Promise<TListPropertyPhotosResponse> {
  return apiGet(photosPath(propertyId), { schema: ZListPropertyPhotosResponse, signal });
}

export function setPrimaryPhoto(propertyId: string, photoId: string): Promise<TListPropertyPhotosResponse> {
  return apiPut(`${photosPath(propertyId)}/${encodeURIComponent(photoId)}/primary`, undefined, { schema: ZListPropertyPhotosResponse });
}

export function deletePhoto(propertyId: string, photoId: string): Promise<unknown> {
  return apiDelete(`${photosPath(propertyId)}/${encodeURIComponent(photoId)}`);
}

/**
 * Uploads one photo as multipart/form-data. XMLHttpRequest rather than fetch: only it reports upload progress
 * (fraction 0–1). Errors are the same ApiError the sdk raises.
 */
export function uploadPhoto(propertyId: string, file: File, onProgress: (fraction: number) => void): Promise<TPropertyPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', photosPath(propertyId));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const response = new Response(request.responseText, {
        status: request.status,
        statusText: request.statusText,
        headers: { 'content-type': request.getResponseHeader('content-type') ?? '' },
      });
      if (request.status >= 200 && request.status < 300) {
        response
          .json()
          .then((body: unknown) => resolve(ZPropertyPhoto.parse(body)))
          .catch(reject);
      } else {
        void apiErrorFromResponse(response).then(reject, reject);
      }
    };
    request.onerror = () => reject(new Error('network_error'));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
