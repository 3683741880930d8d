import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import { areaClientOptions } from '@immodesk/platform/rpc/areaClient';
import type { HttpServiceClientOptions } from '@immodesk/platform/rpc/httpServiceClient';
import {
  createHttpPositionalClient,
  pickMethods,
  positionalRpcApi,
} from '@immodesk/platform/rpc/positionalRpc';
import type { RpcApi } from '@immodesk/platform/rpc/types';
import type { SameValues } from '@immodesk/platform/sameValues';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import type {
  AuditEvent,
  ClientEvidence,
  ContractSignature,
  ResolvedShare,
  SignatureSubmission,
} from './signing/domain/signing';
import {
  appendAuditEvent,
  appendAuditEvents,
  findSignedOriginal,
  isSignedOriginalDocument,
  listAuditEvents,
  type AuditEntry,
} from './signing/use-cases/auditTrail';
import {
  freezeLease,
  getFrozenLease,
  sealSignedLease,
  voidSignatures,
  type FrozenLease,
} from './signing/use-cases/frozenLease';
import {
  listContractSignatures,
  listSignaturesOfContracts,
  recordLandlordSignature,
  recordTenantSignature,
  renderContractSignatures,
} from './signing/use-cases/contractSignatures';
import {
  getLandlordSignature,
  getLandlordSignatureImage,
  removeLandlordSignature,
  saveLandlordSignature,
  type LandlordSignature,
} from './signing/use-cases/landlordSignature';
import {
  deleteOrganizationData,
  deleteOrganizationSignatureFiles,
  exportOrganizationData,
} from './signing/use-cases/organizationData';
import {
  createShareLink,
  hasLiveShareLink,
  resolveShareToken,
  revokeShareLinks,
} from './signing/use-cases/shareLinks';
import { issueSigningCode, verifySigningCode, type CodeRecipient } from './signing/use-cases/signingCodes';
import type { SigningDeps } from './signing/use-cases/signingDeps';
import type { RenderedSignature } from './signing/use-cases/storedSignature';
import { toSignatureInput } from './signing/use-cases/signatureInput';
import { openSignatureImage, type SignatureImageOwner } from './signing/use-cases/signatureImageFiles';
import { verifySignedPdf, type SignedPdfCheck } from './signing/use-cases/verifySignedPdf';
import { signaturePageHtml } from './signing/rendering/signaturePage';
import type { ContractDocumentModel } from './rendering/contractModel';
import {
  renderCodeMail,
  renderCompletedMail,
  renderInvitationMail,
  type CompletedMailInput,
  type InvitationMailInput,
} from './signing/mails/renderSigningMails';
import type { Language } from '@immodesk/platform/domain/language';
import type { OutgoingMail } from '@immodesk/platform/ports/mail/Mailer';

export type { CompletedMailInput, InvitationMailInput } from './signing/mails/renderSigningMails';
export type { FrozenLease } from './signing/use-cases/frozenLease';

export type {
  AuditEvent,
  ClientEvidence,
  ContractSignature,
  ResolvedShare,
  SignatureSubmission,
} from './signing/domain/signing';
export type { LandlordSignature } from './signing/use-cases/landlordSignature';
export type { SignatureImageOwner } from './signing/use-cases/signatureImageFiles';
export type { AuditEntry } from './signing/use-cases/auditTrail';

/**
 * Share links, one-time codes, signatures and the audit trail of contracts: in process, or deployed with the
 * contracts service (its area `signing`) while the methods that carry files stay in the BFF process. The
 * contract itself (its parties, status and rendering) belongs to the contracts service; the BFF's signing use cases
 * join the two.
 */
export type SigningApi = {
  createShareLink(
    context: RequestContext,
    contractId: string,
    actor: string,
  ): Promise<{ token: string; expiresAt: Date }>;
  revokeShareLinks(context: RequestContext, contractId: string, actor: string): Promise<boolean>;
  hasLiveShareLink(context: RequestContext, contractId: string): Promise<boolean>;
  /** Unknown, revoked or expired → `not_found`. */
  resolveShareToken(token: string): Promise<ResolvedShare>;
  issueSigningCode(share: ResolvedShare, recipient: CodeRecipient, ipAddress: string): Promise<string>;
  verifySigningCode(
    share: ResolvedShare,
    input: { email: string; code: string },
    ipAddress: string,
  ): Promise<{ grantToken: string }>;
  /** `leaseSha256`: the frozen lease the signer saw, checked by the caller against the stored bytes. */
  recordTenantSignature(
    share: ResolvedShare,
    grantToken: string,
    submission: SignatureSubmission,
    evidence: ClientEvidence,
    leaseSha256: string,
  ): Promise<ContractSignature>;
  /** With `given`, the signature drawn, typed or uploaded now; without, the landlord's saved one. */
  recordLandlordSignature(
    context: RequestContext,
    contractId: string,
    signer: { name: string; email: string },
    evidence: ClientEvidence,
    leaseSha256: string,
    given?: SignatureSubmission | null,
  ): Promise<ContractSignature>;
  listSignatures(organizationId: string, contractId: string): Promise<ContractSignature[]>;
  /** The signatures that still count of several contracts, by contract id (contracts without any are absent). */
  listSignaturesOfContracts(
    organizationId: string,
    contractIds: string[],
  ): Promise<Record<string, ContractSignature[]>>;
  renderSignatures(
    organizationId: string,
    contractId: string,
  ): Promise<(ContractSignature & { rendered: RenderedSignature })[]>;
  /** The mail that sends a tenant the share link, in their language. */
  invitationMail(context: RequestContext, input: InvitationMailInput): Promise<OutgoingMail>;
  /** The mail with a one-time signing code, in the tenant's language. */
  signingCodeMail(input: {
    to: string;
    language: Language;
    code: string;
    contractNumber: string;
  }): Promise<OutgoingMail>;
  /** The mail with the signed original and its SHA-256 to one signer, in their language. */
  completedMail(input: CompletedMailInput): Promise<OutgoingMail>;
  /** At `send`: the rendered lease (model and PDF) is kept unchanged with its SHA-256; an earlier copy is voided. */
  freezeLease(
    context: RequestContext,
    input: { contractId: string; model: ContractDocumentModel; pdf: Buffer },
  ): Promise<{ sha256: string; frozenAt: Date }>;
  /** The live frozen lease (null when none: never sent since freezing began, or voided by a change). */
  getFrozenLease(organizationId: string, contractId: string): Promise<FrozenLease | null>;
  /** The signature page alone as HTML for the PDF port: each signature with its evidence and the lease's SHA-256. */
  renderSignaturePageHtml(
    context: RequestContext,
    input: { contractId: string; language: Language; leaseSha256: string },
  ): Promise<string>;
  /** The final PDF: the frozen lease's bytes unchanged, then the signature page; 409 when the frozen copy changed. */
  sealSignedLease(
    context: RequestContext,
    input: { contractId: string; signaturePagePdf: Buffer },
  ): Promise<{ pdf: Buffer; sha256: string; leaseSha256: string }>;
  /** Voids the signatures and the frozen copy, revokes the share links, audits it; answers how many were voided. */
  voidSignatures(
    context: RequestContext,
    input: { contractId: string; actor: string; type: 'signatures_voided' | 'withdrawn' },
  ): Promise<number>;
  /** Whether the document is a contract's signed original (kept: it cannot be deleted). */
  isSignedOriginalDocument(organizationId: string, documentId: string): Promise<boolean>;
  appendAuditEvent(organizationId: string, contractId: string, entry: AuditEntry): Promise<void>;
  /** One event on each of many contracts in a few statements (the rent-roll import's paper signatures). */
  appendAuditEvents(
    organizationId: string,
    events: { contractId: string; entry: AuditEntry }[],
  ): Promise<void>;
  listAuditEvents(organizationId: string, contractId: string): Promise<AuditEvent[]>;
  findSignedOriginal(
    organizationId: string,
    contractId: string,
  ): Promise<{ sha256: string; documentId: string | null; signedAt: Date } | null>;
  verifySignedPdf(context: RequestContext, contractId: string, pdf: Buffer): Promise<SignedPdfCheck>;
  getLandlordSignature(context: RequestContext): Promise<LandlordSignature | null>;
  saveLandlordSignature(context: RequestContext, submission: SignatureSubmission): Promise<LandlordSignature>;
  removeLandlordSignature(context: RequestContext): Promise<void>;
  getLandlordSignatureImage(context: RequestContext): Promise<{ bytes: Buffer; mimeType: string }>;
  /** One stored signature image of the organization, by its row (`contract_signatures` or `landlord_signatures`). */
  openSignatureImage(
    context: RequestContext,
    input: { owner: SignatureImageOwner; id: string },
  ): Promise<{ mimeType: string; stream: Readable }>;
  exportOrganizationData(context: RequestContext): Promise<OrganizationExport>;
  /** Removes the signature images and then every signing row of the organization (account deletion). */
  deleteOrganizationData(context: RequestContext): Promise<void>;
};

/**
 * The methods that carry files (signature images on the FileStorage port, an uploaded PDF to check): like
 * identity's photos they always run in the BFF process, on the shared database and file store.
 */
const SIGNING_FILE_METHODS = [
  'recordTenantSignature',
  'recordLandlordSignature',
  'renderSignatures',
  'freezeLease',
  'getFrozenLease',
  'renderSignaturePageHtml',
  'sealSignedLease',
  'verifySignedPdf',
  'saveLandlordSignature',
  'removeLandlordSignature',
  'getLandlordSignatureImage',
  'openSignatureImage',
  'deleteOrganizationData',
] as const satisfies readonly (keyof SigningApi)[];

type SigningFileMethod = (typeof SIGNING_FILE_METHODS)[number];

/** Every other method, served by the contracts service as its area `signing` (`CONTRACTS_SERVICE_URL/signing`). */
const SIGNING_RPC_METHODS = [
  'createShareLink',
  'revokeShareLinks',
  'hasLiveShareLink',
  'resolveShareToken',
  'issueSigningCode',
  'verifySigningCode',
  'listSignatures',
  'listSignaturesOfContracts',
  'invitationMail',
  'signingCodeMail',
  'appendAuditEvent',
  'appendAuditEvents',
  'listAuditEvents',
  'findSignedOriginal',
  'getLandlordSignature',
  'exportOrganizationData',
  'completedMail',
  'voidSignatures',
  'isSignedOriginalDocument',
] as const satisfies readonly Exclude<keyof SigningApi, SigningFileMethod>[];

type SigningRpcMethod = (typeof SIGNING_RPC_METHODS)[number];

/** Compile-time check that every method is either served over HTTP or kept in process. */
const _everyMethodPlaced: SameValues<keyof SigningApi, SigningRpcMethod | SigningFileMethod> = true;

/** The methods that need the database and the clock only (no file store): what the contracts service serves. */
function createSigningRecordsApi(dataSource: DataSource, clock: Clock): Pick<SigningApi, SigningRpcMethod> {
  return {
    createShareLink: (context, contractId, actor) =>
      createShareLink(dataSource, clock, context, contractId, actor),
    revokeShareLinks: (context, contractId, actor) =>
      revokeShareLinks(dataSource, clock, context, contractId, actor),
    hasLiveShareLink: (context, contractId) => hasLiveShareLink(dataSource, clock, context, contractId),
    resolveShareToken: (token) => resolveShareToken(dataSource, clock, token),
    issueSigningCode: (share, recipient, ipAddress) =>
      issueSigningCode(dataSource, clock, share, recipient, ipAddress),
    verifySigningCode: (share, input, ipAddress) =>
      verifySigningCode(dataSource, clock, share, input, ipAddress),
    listSignatures: (organizationId, contractId) =>
      listContractSignatures({ dataSource }, organizationId, contractId),
    listSignaturesOfContracts: (organizationId, contractIds) =>
      listSignaturesOfContracts({ dataSource }, organizationId, contractIds),
    invitationMail: async (_context, input) => renderInvitationMail(input),
    signingCodeMail: async (input) => renderCodeMail(input),
    appendAuditEvent: (organizationId, contractId, entry) =>
      appendAuditEvent(dataSource, clock, organizationId, contractId, entry),
    appendAuditEvents: (organizationId, events) =>
      appendAuditEvents(dataSource, clock, organizationId, events),
    listAuditEvents: (organizationId, contractId) => listAuditEvents(dataSource, organizationId, contractId),
    findSignedOriginal: (organizationId, contractId) =>
      findSignedOriginal(dataSource, organizationId, contractId),
    getLandlordSignature: (context) => getLandlordSignature({ dataSource }, context),
    exportOrganizationData: (context) => exportOrganizationData(dataSource, context),
    completedMail: async (input) => renderCompletedMail(input),
    voidSignatures: (context, input) => voidSignatures(dataSource, clock, context, input),
    isSignedOriginalDocument: (organizationId, documentId) =>
      isSignedOriginalDocument(dataSource, organizationId, documentId),
  };
}

/** Signing in process: every method on the BFF's database and file store. */
export function createSigningApi(deps: SigningDeps): SigningApi {
  const { dataSource, clock } = deps;
  return {
    ...createSigningRecordsApi(dataSource, clock),
    recordTenantSignature: async (share, grantToken, submission, evidence, leaseSha256) =>
      recordTenantSignature(
        deps,
        share,
        grantToken,
        await toSignatureInput(submission),
        evidence,
        leaseSha256,
      ),
    recordLandlordSignature: async (context, contractId, signer, evidence, leaseSha256, given) =>
      recordLandlordSignature(
        deps,
        context,
        contractId,
        signer,
        evidence,
        leaseSha256,
        given ? await toSignatureInput(given) : null,
      ),
    renderSignatures: (organizationId, contractId) =>
      renderContractSignatures(deps, organizationId, contractId),
    freezeLease: (context, input) => freezeLease(deps, context, input),
    getFrozenLease: (organizationId, contractId) => getFrozenLease(deps, organizationId, contractId),
    renderSignaturePageHtml: async (context, input) =>
      signaturePageHtml(
        input.language,
        await renderContractSignatures(deps, context.organizationId, input.contractId),
        input.leaseSha256,
      ),
    sealSignedLease: (context, input) => sealSignedLease(deps, context, input),
    verifySignedPdf: (context, contractId, pdf) => verifySignedPdf(dataSource, context, contractId, pdf),
    saveLandlordSignature: async (context, submission) =>
      saveLandlordSignature(deps, context, await toSignatureInput(submission)),
    removeLandlordSignature: (context) => removeLandlordSignature(deps, context),
    getLandlordSignatureImage: (context) => getLandlordSignatureImage(deps, context),
    openSignatureImage: (context, input) => openSignatureImage(deps, context, input),
    deleteOrganizationData: async (context) => {
      await deleteOrganizationSignatureFiles(deps, context.organizationId);
      await deleteOrganizationData(dataSource, context);
    },
  };
}

/** What the contracts service serves as its area `signing` for the HTTP client below. */
export function signingRpc(dataSource: DataSource, clock: Clock): RpcApi {
  return positionalRpcApi(createSigningRecordsApi(dataSource, clock), SIGNING_RPC_METHODS);
}

/**
 * Signing over HTTP (`CONTRACTS_SERVICE_URL` + `/signing`: it is deployed with contracts); the file methods come
 * from `local`, an in-process signing API on the BFF's database and file store. Dates and Buffers keep their type.
 */
export function createHttpSigningApi(
  remote: HttpServiceClientOptions,
  local: Pick<SigningApi, SigningFileMethod>,
): SigningApi {
  return {
    ...createHttpPositionalClient<SigningApi, SigningRpcMethod>(
      SIGNING_RPC_METHODS,
      areaClientOptions(remote, 'signing'),
    ),
    ...pickMethods(local, SIGNING_FILE_METHODS),
  };
}

/** For the BFF's composition: the tables this API's area migrates and maps. */
export { signingDatabaseModule } from './signing/signingDatabaseModule';
