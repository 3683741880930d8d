import {
  rentRollCommitEndpoint,
  rentRollPreviewEndpoint,
  ZRentRollCommitResponse,
  ZRentRollPreviewResponse,
  type TRentRollCommitResponse,
  type TRentRollPreviewResponse,
} from '@immodesk/contracts/imports/rentRollImport.contract';
import { apiPost, uploadWithProgress } from '@immodesk/sdk';

export type PreviewUpload = {
  file: File;
  /** YYYY-MM-DD, or empty: every rent due up to it is recorded as received. */
  paidThrough: string;
};

/** POST /api/imports/rent-roll: the file is read and checked, nothing is written but the preview. */
export function previewRentRoll(
  { file, paidThrough }: PreviewUpload,
  onProgress: (fraction: number) => void,
  networkErrorMessage: string,
): Promise<TRentRollPreviewResponse> {
  const form = new FormData();
  if (paidThrough) form.append('paidThrough', paidThrough);
  form.append('file', file, file.name);
  return uploadWithProgress(rentRollPreviewEndpoint.path, form, {
    schema: ZRentRollPreviewResponse,
    onProgress,
    networkErrorMessage,
  });
}

/** POST /api/imports/:id/commit: writes the preview's rows, all or nothing. */
export function commitRentRoll(importId: string): Promise<TRentRollCommitResponse> {
  const path = rentRollCommitEndpoint.path.replace(':id', encodeURIComponent(importId));
  return apiPost(path, undefined, { schema: ZRentRollCommitResponse });
}
