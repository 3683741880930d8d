import { currentLanguage } from '../i18n/i18n';
import { apiErrorFromResponse } from './apiClient';

export type DownloadProgress = { receivedBytes: number; totalBytes: number | null };

export type DownloadResult = { blob: Blob; fileName: string | null };

function fileNameFrom(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(contentDisposition);
  return plain?.[1] ?? null;
}

/**
 * GET a file from the BFF, reading the body as a stream so the caller can show how much has arrived.
 * A non-OK answer raises the same ApiError (with the server's translated message) as the sdk's client.
 */
export async function downloadWithProgress(
  path: string,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
  accept = 'application/zip, application/json',
): Promise<DownloadResult> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    headers: { Accept: accept, 'Accept-Language': currentLanguage() },
    signal,
  });
  if (!response.ok) throw await apiErrorFromResponse(response);
  const length = Number(response.headers.get('content-length'));
  const totalBytes = Number.isFinite(length) && length > 0 ? length : null;
  const fileName = fileNameFrom(response.headers.get('content-disposition'));
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) {
    const blob = await response.blob();
    onProgress({ receivedBytes: blob.size, totalBytes });
    return { blob, fileName };
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let receivedBytes = 0;
  onProgress({ receivedBytes, totalBytes });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    receivedBytes += value.byteLength;
    onProgress({ receivedBytes, totalBytes });
  }
  return { blob: new Blob(chunks as BlobPart[], { type }), fileName };
}
