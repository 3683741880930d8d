import { ApiError, apiErrorFromResponse, currentLanguage } from '@immodesk/sdk';

export type UploadProgress = { sentBytes: number; totalBytes: number | null };

/**
 * POSTs a multipart form to the BFF with XMLHttpRequest, because fetch cannot report how much of the request
 * body has been sent. Answers like the sdk's client: the parsed JSON body, or an ApiError carrying the server's
 * translated message (a request that never reached the server is `network_error` with `networkErrorMessage`).
 */
export function uploadWithProgress(
  path: string,
  form: FormData,
  options: { onProgress: (progress: UploadProgress) => void; networkErrorMessage: string },
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    request.upload.addEventListener('progress', (event) => {
      options.onProgress({
        sentBytes: event.loaded,
        totalBytes: event.lengthComputable ? event.total : null,
      });
    });
    request.addEventListener('load', () => {
      const contentType = request.getResponseHeader('content-type') ?? '';
      const response = new Response(request.status === 204 ? null : request.responseText, {
        status: request.status,
        statusText: request.statusText,
        headers: { 'content-type': contentType },
      });
      if (!response.ok) {
        void apiErrorFromResponse(response).then(reject, reject);
        return;
      }
      if (!contentType.includes('json')) {
        resolve(null);
        return;
      }
      response.json().then(resolve, () => resolve(null));
    });
    const failed = () =>
      reject(new ApiError({ message: options.networkErrorMessage, status: 0, code: 'network_error' }));
    request.addEventListener('error', failed);
    request.addEventListener('abort', failed);
    request.send(form);
  });
}
