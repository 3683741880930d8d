import { ZUploadTaskDocumentResponse, type TUploadTaskDocumentResponse } from '@immodesk/contracts/tasks/taskDocuments.contract';
import { ApiError, currentLanguage } from '@immodesk/sdk';

function errorOf(request: XMLHttpRequest): ApiError {
  let body: unknown = null;
  try {
    body = request.responseText ? JSON.parse(request.responseText) : null;
  } catch {
    body = null;
  }
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return new ApiError({
    message: typeof fields.message === 'string' ? fields.message : request.statusText || `HTTP ${request.status}`,
    status: request.status,
    code: typeof fields.code === 'string' ? fields.code : `http_${request.status}`,
    body,
  });
}

/**
 * POST /api/tasks/:id/documents as multipart. XMLHttpRequest rather than fetch, because fetch cannot report
 * upload progress; `onProgress` receives 0…1.
 */
export function uploadTaskDocument(taskId: string, file: File, onProgress: (fraction: number) => void, networkErrorMessage: string): Promise<TUploadTaskDocumentResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/tasks/${encodeURIComponent(taskId)}/documents`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) return reject(errorOf(request));
      try {
        onProgress(1);
        resolve(ZUploadTaskDocumentResponse.parse(JSON.parse(request.responseText)));
      } catch {
        reject(new ApiError({ message: networkErrorMessage, status: request.status, code: 'invalid_response' }));
      }
    };
    request.onerror = () => reject(new ApiError({ message: networkErrorMessage, status: 0, code: 'network_error' }));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
