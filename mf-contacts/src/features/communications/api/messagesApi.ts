import { ZListDocumentsResponse, type TDocument } from '@immodesk/contracts/documents/listDocuments.contract';
import { ZUploadDocumentResponse } from '@immodesk/contracts/documents/uploadDocument.contract';
import {
  ZResendMessageResponse,
  type TResendMessageResponse,
} from '@immodesk/contracts/messages/getMessage.contract';
import {
  ZListMessagesResponse,
  type TListMessagesResponse,
} from '@immodesk/contracts/messages/listMessages.contract';
import {
  ZSendMessageResponse,
  type TSendMessageRequest,
  type TSendMessageResponse,
} from '@immodesk/contracts/messages/sendMessage.contract';
import { ZListContractorsResponse } from '@immodesk/contracts/contractors/listContractors.contract';
import { ZListTenantsResponse } from '@immodesk/contracts/tenants/listTenants.contract';
import { ZGetContractorResponse } from '@immodesk/contracts/contractors/getContractor.contract';
import { ZGetTenantResponse } from '@immodesk/contracts/tenants/getTenant.contract';
import { apiGet, apiPost, isApiError, uploadWithProgress } from '@immodesk/sdk';
import { contractorOption, tenantOption, type RecipientOption } from '../utils/recipientOption';

export const HISTORY_PAGE_SIZE = 10;
const SEARCH_PAGE_SIZE = 8;

/** One page of the sent messages, newest first; with `recipientId`, only those sent to that tenant or contractor. */
export function fetchMessages(
  page: number,
  signal?: AbortSignal,
  recipientId?: string,
): Promise<TListMessagesResponse> {
  return apiGet('/api/messages', {
    query: { page, pageSize: HISTORY_PAGE_SIZE, ...(recipientId ? { recipientId } : {}) },
    schema: ZListMessagesResponse,
    signal,
  });
}

/** The request body as the API takes it: CC and BCC as typed (comma-separated). */
export type SendMessageBody = Omit<TSendMessageRequest, 'cc' | 'bcc'> & { cc: string; bcc: string };

export function sendMessage(body: SendMessageBody): Promise<TSendMessageResponse> {
  return apiPost('/api/messages', body, { schema: ZSendMessageResponse });
}

export function resendMessage(id: string): Promise<TResendMessageResponse> {
  return apiPost(`/api/messages/${encodeURIComponent(id)}/resend`, undefined, {
    schema: ZResendMessageResponse,
  });
}

export async function searchTenantsAndContractors(q: string, signal?: AbortSignal) {
  const query = { page: 1, pageSize: SEARCH_PAGE_SIZE, q };
  const [tenants, contractors] = await Promise.all([
    apiGet('/api/tenants', { query, schema: ZListTenantsResponse, signal }),
    apiGet('/api/contractors', { query, schema: ZListContractorsResponse, signal }),
  ]);
  return { tenants: tenants.items, contractors: contractors.items };
}

/** Not found (another organization's, deleted, or not an id at all) reads as "no such contact". */
function nullWhenNotFound(error: unknown): null {
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
  throw error;
}

/** The organization's tenant or contractor with this id (a tenant first), or null when it is neither. */
export async function fetchContactOption(id: string, signal?: AbortSignal): Promise<RecipientOption | null> {
  const path = encodeURIComponent(id);
  const tenant = await apiGet(`/api/tenants/${path}`, { schema: ZGetTenantResponse, signal }).catch(
    nullWhenNotFound,
  );
  if (tenant) return tenantOption(tenant);
  const contractor = await apiGet(`/api/contractors/${path}`, {
    schema: ZGetContractorResponse,
    signal,
  }).catch(nullWhenNotFound);
  return contractor ? contractorOption(contractor) : null;
}

export function searchDocuments(q: string, signal?: AbortSignal): Promise<TDocument[]> {
  return apiGet('/api/documents', {
    query: { page: 1, pageSize: SEARCH_PAGE_SIZE, q },
    schema: ZListDocumentsResponse,
    signal,
  }).then((page) => page.items);
}

/** A new attachment becomes a document first (type correspondence), through the documents upload. */
export function uploadAttachment(
  file: File,
  onProgress: (fraction: number) => void,
  networkErrorMessage: string,
): Promise<TDocument> {
  const form = new FormData();
  form.append('type', 'correspondence');
  form.append('file', file, file.name);
  return uploadWithProgress('/api/documents', form, {
    schema: ZUploadDocumentResponse,
    onProgress,
    networkErrorMessage,
  });
}
