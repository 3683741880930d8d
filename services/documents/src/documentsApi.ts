import type { DataSource } from 'typeorm';
import type { TListDocumentsQuery, TDocument } from '@immodesk/contracts/documents/listDocuments.contract';
import type { TRenameDocumentRequest } from '@immodesk/contracts/documents/renameDocument.contract';
import type { Page } from '@immodesk/platform/domain/page';
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
} from '@immodesk/contracts/documents/uploadDocument.contract';
import { TASK_DOCUMENT_EXTENSIONS } from '@immodesk/contracts/tasks/taskDocuments.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { systemClock, type Clock } from '@immodesk/platform/ports/clock';
import type { PropertyDocumentsRef, UploadRules } from './domain/document';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import type { MailAttachment } from '@immodesk/platform/ports/mail/Mailer';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import { createHttpServiceClient } from '@immodesk/platform/rpc/httpServiceClient';
import { deleteDocument } from './use-cases/deleteDocument';
import { deleteOrganizationFiles } from './use-cases/deleteOrganizationFiles';
import { deleteTaskDocuments } from './use-cases/deleteTaskDocuments';
import { getDocumentFile, type DocumentFile } from './use-cases/getDocumentFile';
import { getDocument } from './use-cases/getDocument';
import { getDocumentUsage } from './use-cases/getDocumentUsage';
import { retryFileDeletions } from './use-cases/removeStoredFiles';
import { renameDocument } from './use-cases/renameDocument';
import { getMailAttachments } from './use-cases/getMailAttachments';
import { listDocuments } from './use-cases/listDocuments';
import { countPropertyDocuments, deletePropertyDocuments } from './use-cases/propertyDocuments';
import { unlinkTenantDocuments } from './use-cases/unlinkTenantDocuments';
import { uploadDocument, type UploadDocumentInput } from './use-cases/uploadDocument';
import { deleteOrganizationData, exportOrganizationData } from './use-cases/organizationData';

export { documentsDatabaseModule } from './documentsDatabaseModule';

/**
 * The documents service's JSON methods, in-process or over HTTP. The service's edge: only here do the HTTP
 * contracts appear. The use cases take and return the service's own types (domain/), and the implementations
 * below are checked against these contract types, so a contract change fails to compile here rather than in
 * storage code.
 */
export type DocumentsApi = {
  /** The BFF adds the property addresses and tenant names (GET /api/documents). */
  listDocuments(
    context: RequestContext,
    query: Omit<TListDocumentsQuery, 'sort' | 'order'> & Partial<Pick<TListDocumentsQuery, 'sort' | 'order'>>,
  ): Promise<Page<TDocument>>;
  /** PATCH /api/documents/:id; the name keeps the file's extension. */
  renameDocument(context: RequestContext, input: TRenameDocumentRequest & { id: string }): Promise<TDocument>;
  /** One document's metadata: a link to it (an expense's receipt) is checked to be the organization's; `not_found` otherwise. */
  getDocument(context: RequestContext, id: string): Promise<TDocument>;
  /** The bytes the organization's documents take (the BFF adds the plan's quota). */
  getDocumentUsage(context: RequestContext): Promise<{ usedBytes: number }>;
  /** How many documents a property delete removes: the property's own and its tasks' attachments. */
  countPropertyDocuments(context: RequestContext, ref: PropertyDocumentsRef): Promise<number>;
  /** A tenant is being deleted: their documents stay, without the link to them. Answers how many were linked. */
  unlinkTenantDocuments(context: RequestContext, ref: { tenantId: string }): Promise<number>;
  exportOrganizationData(context: RequestContext): Promise<OrganizationExport>;
  deleteOrganizationData(context: RequestContext): Promise<void>;
};

/**
 * File upload and download. The service RPC is JSON-only (1 MB bodies), and base64 would add a third to every
 * 10 MB file and hold it in memory several times, so these methods always run in the BFF process, on the
 * shared database and the FileStorage port (local folder or S3), and stream the content. A streaming HTTP
 * endpoint on the documents service can replace this when it is deployed on its own.
 */
export type DocumentFilesApi = {
  uploadDocument(context: RequestContext, input: UploadDocumentInput): Promise<TDocument>;
  getDocumentFile(context: RequestContext, id: string): Promise<DocumentFile>;
  /** Documents to attach to a mail (communications): the stored files the delivery job reads; `not_found` for another's. */
  getMailAttachments(
    context: RequestContext,
    ids: string[],
  ): Promise<(MailAttachment & { documentId: string })[]>;
  /** Deletes one document with its file (DELETE /api/documents/:id, removing a task attachment). */
  deleteDocument(context: RequestContext, id: string): Promise<void>;
  /** Deletes the attachments of deleted tasks, files included; answers how many were removed. */
  deleteTaskDocuments(context: RequestContext, taskIds: string[]): Promise<number>;
  /** Deletes a deleted property's documents and its tasks' attachments, files included; answers how many. */
  deletePropertyDocuments(context: RequestContext, ref: PropertyDocumentsRef): Promise<number>;
  /** Deletes the stored files of all the organization's documents; call before DocumentsApi.deleteOrganizationData. */
  deleteOrganizationFiles(context: RequestContext): Promise<void>;
  /** The document-file-deletions job: retries the stored files whose delete failed. */
  retryFileDeletions(): Promise<{ deleted: number; failed: number }>;
};

const METHODS = [
  'listDocuments',
  'renameDocument',
  'getDocument',
  'getDocumentUsage',
  'countPropertyDocuments',
  'unlinkTenantDocuments',
  'exportOrganizationData',
  'deleteOrganizationData',
] as const satisfies readonly (keyof DocumentsApi)[];

export function createInProcessDocumentsApi(
  dataSource: DataSource,
  clock: Clock = systemClock,
): DocumentsApi {
  return {
    listDocuments: (context, query) => listDocuments(dataSource, context, query),
    renameDocument: (context, input) => renameDocument(dataSource, clock, context, input),
    getDocument: (context, id) => getDocument(dataSource, context, id),
    getDocumentUsage: (context) => getDocumentUsage(dataSource, context),
    countPropertyDocuments: (context, ref) => countPropertyDocuments(dataSource, context, ref),
    unlinkTenantDocuments: (context, ref) => unlinkTenantDocuments(dataSource, context, ref),
    exportOrganizationData: (context) => exportOrganizationData(dataSource, context),
    deleteOrganizationData: (context) => deleteOrganizationData(dataSource, context),
  };
}

export function createHttpDocumentsApi(options: { baseUrl: string; token: string }): DocumentsApi {
  return createHttpServiceClient<DocumentsApi>(METHODS, options);
}

/** The limits the upload contracts publish to clients are the ones the service enforces. */
const UPLOAD_RULES: UploadRules = {
  maxBytes: DOCUMENT_MAX_BYTES,
  extensions: DOCUMENT_EXTENSIONS,
  taskAttachmentExtensions: TASK_DOCUMENT_EXTENSIONS,
};

export function createDocumentFilesApi(
  dataSource: DataSource,
  storage: FileStorage,
  clock: Clock = systemClock,
): DocumentFilesApi {
  return {
    uploadDocument: (context, input) =>
      uploadDocument(dataSource, storage, clock, UPLOAD_RULES, context, input),
    getDocumentFile: (context, id) => getDocumentFile(dataSource, storage, context, id),
    getMailAttachments: (context, ids) => getMailAttachments(dataSource, context, ids),
    deleteDocument: (context, id) => deleteDocument(dataSource, storage, clock, context, id),
    deleteTaskDocuments: (context, taskIds) =>
      deleteTaskDocuments(dataSource, storage, clock, context, taskIds),
    deletePropertyDocuments: (context, ref) =>
      deletePropertyDocuments(dataSource, storage, clock, context, ref),
    deleteOrganizationFiles: (context) => deleteOrganizationFiles(dataSource, storage, clock, context),
    retryFileDeletions: () => retryFileDeletions(dataSource, storage, clock),
  };
}
