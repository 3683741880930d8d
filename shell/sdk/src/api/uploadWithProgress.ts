import { ApiError } from './ApiError';
import { errorFromResponse, type ResponseSchema } from './apiClient';
import { currentLanguage } from '../i18n/i18n';

/** The refusal's ApiError, read like apiRequest reads one; a body that is not JSON counts as none. */
function errorOf(request: XMLHttpRequest): ApiError {
  let body: unknown = null;
  try {
    body = request.responseText ? JSON.parse(request.responseText) : null;
  } catch {
    body = null;
  }
  return errorFromResponse(request, body);
}

export type UploadOptions<T> = {
  schema: ResponseSchema<T>;
  /** Receives 0…1 while the body is sent, and 1 once the server answered. */
  onProgress: (fraction: number) => void;
  /** The translated message of the ApiError raised when the server cannot be reached. */
  networkErrorMessage: string;
};

/**
 * POST of a multipart form (a file upload) with progress. XMLHttpRequest rather than fetch, because fetch cannot
 * report upload progress. A refusal is the same ApiError as from apiPost, with the server's translated message.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  { schema, onProgress, networkErrorMessage }: UploadOptions<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) return reject(errorOf(request));
      try {
        const result = schema.parse(JSON.parse(request.responseText));
        onProgress(1);
        resolve(result);
      } catch {
        reject(
          new ApiError({ message: networkErrorMessage, status: request.status, code: 'invalid_response' }),
        );
      }
    };
    request.onerror = () =>
      reject(new ApiError({ message: networkErrorMessage, status: 0, code: 'network_error' }));
    request.send(form);
  });
}
