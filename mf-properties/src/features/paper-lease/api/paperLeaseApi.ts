import {
  ZRecordSignedResponse,
  type TRecordSignedRequest,
} from '@immodesk/contracts/contracts/recordSigned.contract';
import {
  ZUploadDocumentResponse,
  type TUploadDocumentResponse,
} from '@immodesk/contracts/documents/uploadDocument.contract';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { apiPost, uploadWithProgress } from '@immodesk/sdk';

/** POST /api/contracts/:id/record-signed: a draft the parties signed on paper, with its real dates. */
export function recordSignedContract(contractId: string, body: TRecordSignedRequest): Promise<TContract> {
  return apiPost(`/api/contracts/${encodeURIComponent(contractId)}/record-signed`, body, {
    schema: ZRecordSignedResponse,
  });
}

/** The signed lease's scan, as a `rental_agreement` document of the contract's property (POST /api/documents). */
export function uploadSignedLeaseScan(
  propertyId: string,
  file: File,
  onProgress: (fraction: number) => void,
  networkErrorMessage: string,
): Promise<TUploadDocumentResponse> {
  const form = new FormData();
  form.append('type', 'rental_agreement');
  form.append('propertyId', propertyId);
  form.append('file', file, file.name);
  return uploadWithProgress('/api/documents', form, {
    schema: ZUploadDocumentResponse,
    onProgress,
    networkErrorMessage,
  });
}
