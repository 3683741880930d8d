import {
  ZContractSigningResponse,
  ZLandlordSignContractResponse,
  ZVerifySignedPdfResponse,
} from '@immodesk/contracts/contracts/signing/contractSigning.contract';
import {
  ZSendContractResponse,
  type TSendContractRequest,
} from '@immodesk/contracts/contracts/signing/sendContract.contract';
import {
  LANDLORD_SIGNATURE_PATH,
  ZGetLandlordSignatureResponse,
} from '@immodesk/contracts/contracts/signing/landlordSignature.contract';
import { ZShareContractResponse } from '@immodesk/contracts/contracts/signing/shareContract.contract';
import { apiGet, apiPost, signatureForm, uploadWithProgress, type SignatureDraft } from '@immodesk/sdk';

const path = (contractId: string, action: string) =>
  `/api/contracts/${encodeURIComponent(contractId)}/${action}`;

export const contractSigningKeys = {
  all: ['contract-signing'] as const,
  savedSignature: ['contract-signing', 'saved-signature'] as const,
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

/** What the landlord signs with: the saved signature, or one given in the dialog (kept for next time or not). */
export type LandlordSignatureChoice =
  { source: 'saved' } | { source: 'given'; draft: SignatureDraft; saveForNextTime: boolean };

export function signAsLandlord(
  contractId: string,
  choice: LandlordSignatureChoice,
  networkErrorMessage: string,
) {
  if (choice.source === 'saved')
    return apiPost(path(contractId, 'sign'), undefined, { schema: ZLandlordSignContractResponse });
  return uploadWithProgress(
    path(contractId, 'sign'),
    signatureForm(choice.draft, { saveForNextTime: String(choice.saveForNextTime) }),
    { schema: ZLandlordSignContractResponse, onProgress: () => undefined, networkErrorMessage },
  );
}

/** Settings → signature's saved signature (or null), offered first in the sign dialog. */
export function fetchSavedSignature(signal?: AbortSignal) {
  return apiGet(LANDLORD_SIGNATURE_PATH, { schema: ZGetLandlordSignatureResponse, signal });
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
