import {
  ZContractSigningResponse,
  ZLandlordSignContractResponse,
  ZVerifySignedPdfResponse,
} from '@immodesk/contracts/contracts/signing/contractSigning.contract';
import {
  ZSendContractResponse,
  type TSendContractRequest,
} from '@immodesk/contracts/contracts/signing/sendContract.contract';
import { ZShareContractResponse } from '@immodesk/contracts/contracts/signing/shareContract.contract';
import { apiGet, apiPost, uploadWithProgress } from '@immodesk/sdk';

const path = (contractId: string, action: string) =>
  `/api/contracts/${encodeURIComponent(contractId)}/${action}`;

export const contractSigningKeys = {
  all: ['contract-signing'] as const,
  detail: (contractId: string) => [...contractSigningKeys.all, contractId] as const,
};

export function fetchContractSigning(contractId: string, signal?: AbortSignal) {
  return apiGet(path(contractId, 'signing'), { schema: ZContractSigningResponse, signal });
}

/** A new share link (valid 30 days) for the send modal. */
export function createShareLink(contractId: string) {
  return apiPost(path(contractId, 'share'), undefined, { schema: ZShareContractResponse });
}

export function sendContract(contractId: string, body: TSendContractRequest) {
  return apiPost(path(contractId, 'send'), body, { schema: ZSendContractResponse });
}

export function signAsLandlord(contractId: string) {
  return apiPost(path(contractId, 'sign'), undefined, { schema: ZLandlordSignContractResponse });
}

export function verifySignedPdf(contractId: string, file: File, networkErrorMessage: string) {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress(path(contractId, 'verify-pdf'), form, {
    schema: ZVerifySignedPdfResponse,
    onProgress: () => undefined,
    networkErrorMessage,
  });
}
