import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import { tenantDisplayName } from '@immodesk/contracts/common/displayNames';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type {
  ContractDocumentModel,
  ContractRenderSource,
  ContractsApi,
  LeaseParty,
  LeaseTenant,
} from '@immodesk/contracts-service/contractsApi';
import type { DocumentFilesApi } from '@immodesk/documents/documentsApi';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { SigningApi } from '@immodesk/contracts-service/signingApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError, isAppError } from '@immodesk/platform/errors';
import type { PdfRenderer } from '@immodesk/platform/ports/pdf/PdfRenderer';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';

export type ContractDocumentFormat = 'pdf' | 'docx';

export type ContractModelDeps = {
  contracts: Pick<ContractsApi, 'getContract' | 'resolveContractTemplate' | 'renderContractModel'>;
  properties: Pick<PropertiesApi, 'getProperty' | 'getPropertyInformation'>;
  contacts: Pick<ContactsApi, 'getTenant'>;
  identity: Pick<IdentityApi, 'getCurrentUser'>;
};

export type ContractDocumentDeps = ContractModelDeps & {
  contracts: Pick<
    ContractsApi,
    | 'getContract'
    | 'resolveContractTemplate'
    | 'renderContractModel'
    | 'renderContractHtml'
    | 'renderContractDocx'
    | 'setContractDocument'
  >;
  documentFiles: Pick<DocumentFilesApi, 'uploadDocument' | 'getDocumentFile' | 'deleteDocument'>;
  signing: Pick<SigningApi, 'findSignedOriginal' | 'getFrozenLease'>;
  pdf: PdfRenderer;
};

const MIME_TYPES: Record<ContractDocumentFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const BOX: Record<TContract['language'], string> = { nl: 'bus', fr: 'boîte', en: 'box' };
const FILE_PREFIX: Record<TContract['language'], string> = {
  nl: 'Huurovereenkomst',
  fr: 'Bail',
  en: 'Lease',
};

type Tenant = Awaited<ReturnType<ContactsApi['getTenant']>>;

function tenantParty(tenant: Tenant): LeaseTenant {
  return {
    id: tenant.id,
    name: tenantDisplayName(tenant).primary,
    kind: tenant.entityType === 'legal' ? 'company' : 'person',
    street: tenant.street,
    houseNumber: tenant.houseNumber,
    bus: tenant.bus,
    postalCode: tenant.postalCode,
    city: tenant.city,
    country: tenant.country,
    birthDate: tenant.birthDate,
    birthPlace: tenant.birthPlace,
    nationalRegisterNumber: tenant.nationalRegisterNumber,
    enterpriseNumber: tenant.vatNumber,
    email: tenant.email,
    representedBy: null,
  };
}

/**
 * The landlord as the lease names them: the signed-in owner with their profile's address and birth data, or, when
 * the profile gives an enterprise number, the organization as a company represented by the owner.
 */
function landlordParty(user: Awaited<ReturnType<IdentityApi['getCurrentUser']>>): LeaseParty {
  const personName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.organizationName;
  const isCompany = user.enterpriseNumber !== null;
  return {
    name: isCompany ? user.organizationName : personName,
    kind: isCompany ? 'company' : 'person',
    street: user.street,
    houseNumber: user.houseNumber,
    bus: user.bus,
    postalCode: user.postalCode,
    city: user.city,
    country: user.country,
    birthDate: user.birthDate,
    birthPlace: user.birthPlace,
    nationalRegisterNumber: null,
    enterpriseNumber: user.enterpriseNumber,
    email: user.email,
    representedBy: isCompany ? personName : null,
  };
}

/**
 * What a contract's lease is rendered from: the contract, its template (the organization's or the default) in the
 * contract's language, the landlord (the signed-in owner), the tenants in order and the property's EPC label.
 */
export async function contractRenderSource(
  deps: ContractModelDeps,
  context: RequestContext,
  id: string,
): Promise<{ contract: TContract; source: ContractRenderSource }> {
  const contract = await deps.contracts.getContract(context, { id });
  const [templateContent, property, information, landlord, tenants] = await Promise.all([
    deps.contracts.resolveContractTemplate(context, {
      type: contract.type,
      language: contract.language,
      region: contract.region,
    }),
    deps.properties.getProperty(context, contract.propertyId),
    deps.properties.getPropertyInformation(context, contract.propertyId),
    deps.identity.getCurrentUser(context),
    Promise.all(contract.tenantIds.map((tenantId) => deps.contacts.getTenant(context, { id: tenantId }))),
  ]);
  const street = `${property.street} ${property.houseNumber}${property.bus ? ` ${BOX[contract.language]} ${property.bus}` : ''}`;
  return {
    contract,
    source: {
      contract,
      templateContent,
      landlord: landlordParty(landlord),
      tenants: tenants.map(tenantParty),
      property: { address: `${street}, ${property.postalCode} ${property.city}` },
      epcLabel: information.energyCertificate.label ?? null,
    },
  };
}

/** The rendered lease of a contract (see contractRenderSource). */
export async function contractDocumentModel(
  deps: ContractModelDeps,
  context: RequestContext,
  id: string,
): Promise<{ contract: TContract; model: ContractDocumentModel }> {
  const { contract, source } = await contractRenderSource(deps, context, id);
  return { contract, model: await deps.contracts.renderContractModel(context, source) };
}

/**
 * Issue 31: a lease is sent only once it holds everything its template needs to be fit for registration; otherwise
 * 422 with `details.missing`, each entry naming the party (and tenant) and the field to fill in.
 */
export async function assertLeaseComplete(
  deps: ContractModelDeps & { contracts: Pick<ContractsApi, 'findMissingLeaseData'> },
  context: RequestContext,
  id: string,
): Promise<void> {
  const { source } = await contractRenderSource(deps, context, id);
  const missing = await deps.contracts.findMissingLeaseData(context, source);
  if (missing.length > 0)
    throw new AppError('business_rule', {
      messageKey: 'errors.contractSigning.leaseIncomplete',
      details: { missing },
    });
}

async function render(
  deps: Pick<ContractDocumentDeps, 'pdf' | 'contracts'>,
  context: RequestContext,
  model: ContractDocumentModel,
  format: ContractDocumentFormat,
): Promise<Buffer> {
  return format === 'pdf'
    ? deps.pdf.renderPdf(await deps.contracts.renderContractHtml(context, model))
    : deps.contracts.renderContractDocx(context, model);
}

function fileNameOf(contract: TContract, format: ContractDocumentFormat): string {
  const version = contract.version > 1 ? `-v${contract.version}` : '';
  return `${FILE_PREFIX[contract.language]}-${contract.contractNumber}${version}.${format}`.replace(
    /[^\w.\-À-ž]+/g,
    '-',
  );
}

/** A stored document's file, or null when there is none (or someone deleted it). */
async function readStored(
  deps: Pick<ContractDocumentDeps, 'documentFiles'>,
  context: RequestContext,
  documentId: string | null,
): Promise<{ fileName: string; mimeType: string; content: Buffer } | null> {
  if (!documentId) return null;
  const stored = await deps.documentFiles.getDocumentFile(context, documentId).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'not_found') return null;
    throw error;
  });
  if (!stored) return null;
  return {
    fileName: stored.document.fileName,
    mimeType: stored.document.mimeType,
    content: await readStream(stored.stream),
  };
}

async function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The DOCX of a lease sent for signing is the text the signers saw: rendered from its frozen model, never from live
 * data (a tenant renamed after signing does not change it). An e-signed lease without a frozen model (signed before
 * freezing began) has no such text left: 409 pointing to the signed PDF. Null when neither applies.
 */
async function docxOfFrozenLease(
  deps: ContractDocumentDeps,
  context: RequestContext,
  contract: TContract,
): Promise<{ fileName: string; mimeType: string; content: Buffer } | null> {
  const frozen = await deps.signing.getFrozenLease(context.organizationId, contract.id);
  if (frozen)
    return {
      fileName: fileNameOf(contract, 'docx'),
      mimeType: MIME_TYPES.docx,
      content: await deps.contracts.renderContractDocx(context, frozen.model),
    };
  if (await deps.signing.findSignedOriginal(context.organizationId, contract.id))
    throw new AppError('conflict', { messageKey: 'errors.contractSigning.docxOfSignedLease' });
  return null;
}

/**
 * GET /api/contracts/:id/pdf and /docx. The file is kept as a document of type rental_agreement on the property
 * and the first tenant. A draft renders anew on every request and replaces the stored document. Issue 26: the PDF of
 * a sent lease is its frozen copy (what the tenants sign), and the PDF of an e-signed lease is only ever its signed
 * original — when that document is gone the answer is 409, never a fresh unsigned rendering. The DOCX of a sent or
 * signed lease comes from its frozen model (docxOfFrozenLease). A lease recorded as signed on paper serves its stored
 * file (rendered again only when someone deleted it).
 */
export async function contractDocument(
  deps: ContractDocumentDeps,
  context: RequestContext,
  input: { id: string; format: ContractDocumentFormat },
): Promise<{ fileName: string; mimeType: string; content: Buffer }> {
  const current = await deps.contracts.getContract(context, { id: input.id });
  if (input.format === 'docx' && current.status !== 'draft') {
    const frozenDocx = await docxOfFrozenLease(deps, context, current);
    if (frozenDocx) return frozenDocx;
  }
  const storedId = input.format === 'pdf' ? current.pdfDocumentId : current.docxDocumentId;
  const isFrozen = current.status !== 'draft' && current.status !== 'sent';
  const signedOriginal =
    input.format === 'pdf' && isFrozen
      ? await deps.signing.findSignedOriginal(context.organizationId, current.id)
      : null;
  const stored = await readStored(deps, context, signedOriginal?.documentId ?? (isFrozen ? storedId : null));
  if (stored) return stored;
  if (signedOriginal)
    throw new AppError('conflict', { messageKey: 'errors.contractSigning.signedOriginalMissing' });
  if (input.format === 'pdf' && current.status === 'sent') {
    const frozen = await deps.signing.getFrozenLease(context.organizationId, current.id);
    if (frozen?.isIntact)
      return { fileName: fileNameOf(current, input.format), mimeType: MIME_TYPES.pdf, content: frozen.pdf };
  }
  const { contract, model } = await contractDocumentModel(deps, context, input.id);
  const content = await render(deps, context, model, input.format);
  const fileName = fileNameOf(contract, input.format);
  const document = await deps.documentFiles.uploadDocument(context, {
    fileName,
    content,
    type: 'rental_agreement',
    propertyId: contract.propertyId,
    tenantId: contract.tenantIds[0] ?? null,
  });
  await deps.contracts.setContractDocument(context, {
    id: contract.id,
    format: input.format,
    documentId: document.id,
  });
  if (storedId) {
    await deps.documentFiles.deleteDocument(context, storedId).catch((error: unknown) => {
      if (!(isAppError(error) && error.code === 'not_found')) throw error;
    });
  }
  return { fileName, mimeType: MIME_TYPES[input.format], content };
}
