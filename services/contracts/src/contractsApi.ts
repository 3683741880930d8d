import type { DataSource } from 'typeorm';
import type {
  TContract,
  TContractParams,
  TListContractsQuery,
  TListContractsResponse,
} from '@immodesk/contracts/contracts/contract.contract';
import type {
  TCreateContractRequest,
  TUpdateContractRequest,
} from '@immodesk/contracts/contracts/createContract.contract';
import type { TTerminateContractRequest } from '@immodesk/contracts/contracts/contractTransitions.contract';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type { TContractRegion, TContractType } from '@immodesk/contracts/contracts/contract.contract';
import type {
  TContractTemplate,
  TPutContractTemplateRequest,
} from '@immodesk/contracts/contracts/contractTemplates.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import { systemClock, type Clock } from '@immodesk/platform/ports/clock';
import { createHttpServiceClient } from '@immodesk/platform/rpc/httpServiceClient';
import { createContract } from './use-cases/createContract';
import { createContracts } from './use-cases/createContracts';
import { advanceContract } from './use-cases/advanceContract';
import { advanceDatedContracts } from './use-cases/advanceDatedContracts';
import { amendContract } from './use-cases/amendContract';
import { countContractsInForce } from './use-cases/countContractsInForce';
import { deletePropertyContracts } from './use-cases/deletePropertyContracts';
import { discardContracts } from './use-cases/discardContracts';
import { listRentedPropertyIds } from './use-cases/listRentedPropertyIds';
import { markSent } from './use-cases/markSent';
import { withdrawContract } from './use-cases/withdrawContract';
import { markSigned } from './use-cases/markSigned';
import { recordPaperSignature, type PaperSignature } from './use-cases/recordPaperSignature';
import { recordPaperSignatures } from './use-cases/recordPaperSignatures';
import { setContractDocument } from './use-cases/setContractDocument';
import { terminateContract } from './use-cases/terminateContract';
import { getContract, listContracts } from './use-cases/getContract';
import { listContractsInForce } from './use-cases/listContractsInForce';
import { getContractsByIds } from './use-cases/getContractsByIds';
import { listScheduledContracts, type ScheduledContract } from './use-cases/listScheduledContracts';
import type { DatedTransition } from './domain/contract';
import { renderContractDocx } from './rendering/contractDocx';
import { renderContractHtml } from './rendering/contractHtml';
import {
  renderContractModel,
  type ContractDocumentModel,
  type ContractRenderSource,
} from './rendering/contractModel';
import { missingLeaseData, type MissingLeaseField } from './domain/leaseRequirements';
import type { RpcApi } from '@immodesk/platform/rpc/types';

export type { MissingLeaseField } from './domain/leaseRequirements';
export type { LeaseParty, LeaseTenant } from './domain/leaseParty';
export type { ScheduledContract } from './use-cases/listScheduledContracts';
export type { PaperSignature } from './use-cases/recordPaperSignature';
export type { DatedTransition } from './domain/contract';
export type { ContractDocumentModel, ContractRenderSource } from './rendering/contractModel';
/** Date words the BFF writes beside the contracts (the dashboard's timeline, the registration task). */
export { belgianDate } from './domain/contractDates';
export { formatLongDate } from './rendering/labels';
import { deleteOrganizationData, exportOrganizationData } from './use-cases/organizationData';
import { deleteContract, updateContract } from './use-cases/updateContract';
import { listContractTemplates } from './use-cases/listContractTemplates';
import { putContractTemplate } from './use-cases/putContractTemplate';
import { defaultContractTemplate, resetContractTemplate } from './use-cases/resetContractTemplate';
import { resolveContractTemplate } from './use-cases/resolveContractTemplate';
import { listStructuredReferences } from './use-cases/structuredReferences';

export type TemplateSlotRef = { type: TContractType; language: TLanguage; region: TContractRegion | null };

/** What the BFF adds to a contract body: the property's postal code (for the region) and the first tenant's language. */
export type ContractParties = { propertyPostalCode: string; language: TLanguage };

/**
 * The contracts service as the BFF uses it, in-process or over HTTP. The service's edge: only here do the HTTP
 * contracts appear. Property and tenant ids are checked to be the organization's by the BFF flow before a call.
 */
export type ContractsApi = {
  listContracts(context: RequestContext, query: TListContractsQuery): Promise<TListContractsResponse>;
  getContract(context: RequestContext, params: TContractParams): Promise<TContract>;
  /** The organization's contracts among `ids` in one call (others' and unknown ids are left out). */
  getContractsByIds(context: RequestContext, ids: string[]): Promise<TContract[]>;
  createContract(
    context: RequestContext,
    input: TCreateContractRequest & ContractParties,
  ): Promise<TContract>;
  /** Many new drafts at once, all or none (the rent-roll import): the rules of `createContract`. */
  createContracts(
    context: RequestContext,
    inputs: (TCreateContractRequest & ContractParties)[],
  ): Promise<TContract[]>;
  updateContract(
    context: RequestContext,
    input: { id: string; changes: TUpdateContractRequest & Partial<ContractParties> },
  ): Promise<TContract>;
  deleteContract(context: RequestContext, params: TContractParams): Promise<void>;
  /** draft|sent → sent (share link made and mailed). */
  markSent(context: RequestContext, params: TContractParams): Promise<TContract>;
  /** sent → draft: withdrawn, or its lease changed after sending (issue 26); it needs a new send. */
  withdrawContract(context: RequestContext, params: TContractParams): Promise<TContract>;
  /** sent → signed (every party signed); a signed amendment ends the version it amends. */
  markSigned(context: RequestContext, params: TContractParams): Promise<TContract>;
  /** draft → signed, active or expired by its dates: a lease signed on paper; 409 when not a draft. */
  recordPaperSignature(context: RequestContext, input: PaperSignature): Promise<TContract>;
  /** Many drafts signed on paper at once, all or none (the rent-roll import): the rules of `recordPaperSignature`. */
  recordPaperSignatures(context: RequestContext, inputs: PaperSignature[]): Promise<TContract[]>;
  /** Brings one contract up to date with the calendar (signed → active from its start, active → expired after its end). */
  advanceContract(context: RequestContext, params: TContractParams): Promise<TContract>;
  /** Before a property is deleted: removes its contracts; 409 while one is signed or active. Answers how many. */
  deletePropertyContracts(context: RequestContext, ref: { propertyId: string }): Promise<number>;
  terminateContract(
    context: RequestContext,
    input: TContractParams & TTerminateContractRequest,
  ): Promise<TContract>;
  amendContract(context: RequestContext, params: TContractParams): Promise<TContract>;
  /** Signed or active contracts of a tenant or a property (a tenant bound by one cannot be deleted). */
  countContractsInForce(
    context: RequestContext,
    filter: { tenantId?: string; propertyId?: string },
  ): Promise<number>;
  /** The properties with an active contract: they are rented. */
  listRentedPropertyIds(context: RequestContext): Promise<string[]>;
  /** Every signed lease in force on some day of `from`…`to` (statistics and the dashboard: the whole portfolio in one call). */
  listContractsInForce(context: RequestContext, window: { from: string; to: string }): Promise<TContract[]>;
  /** Remembers (or forgets, null) the stored document of the PDF or DOCX rendering. */
  setContractDocument(
    context: RequestContext,
    input: { id: string; format: 'pdf' | 'docx'; documentId: string | null },
  ): Promise<TContract>;
  /** Every template slot (or one type's): the organization's own text, else the built-in default. */
  listContractTemplates(
    context: RequestContext,
    filter: { type?: TContractType },
  ): Promise<TContractTemplate[]>;
  /** 400 with the unknown and the valid placeholders when the text uses one that does not exist. */
  putContractTemplate(
    context: RequestContext,
    input: TPutContractTemplateRequest & { type: TContractType },
  ): Promise<TContractTemplate>;
  resetContractTemplate(context: RequestContext, slot: TemplateSlotRef): Promise<TContractTemplate>;
  /** The built-in text a reset of this slot restores. */
  defaultContractTemplate(context: RequestContext, slot: TemplateSlotRef): Promise<string>;
  /** The text a contract of this slot renders with. */
  resolveContractTemplate(context: RequestContext, slot: TemplateSlotRef): Promise<string>;
  /** Contract ids per structured reference (bank statement matching): in force first, then newest version first. */
  listStructuredReferences(
    context: RequestContext,
  ): Promise<{ structuredReference: string; contractIds: string[] }[]>;
  exportOrganizationData(context: RequestContext): Promise<OrganizationExport>;
  deleteOrganizationData(context: RequestContext): Promise<void>;
  /**
   * The leases that owe or owed rent (the rent schedule): every organization's (the context names the job), or
   * with `only`, those among the given contracts of the context's organization.
   */
  listScheduledContracts(context: RequestContext, only?: { ids: string[] }): Promise<ScheduledContract[]>;
  /** The `contract-dates` job across every organization: signed → active from the start, active → expired after the end. */
  advanceDatedContracts(context: RequestContext): Promise<DatedTransition[]>;
  /** The lease as rendered from its template, in the contract's language (what the PDF, the DOCX and the signed PDF show). */
  renderContractModel(context: RequestContext, source: ContractRenderSource): Promise<ContractDocumentModel>;
  /**
   * What the lease's template needs and the parties, the contract or the property do not hold yet (issue 31: a
   * lease fit for registration); `send` refuses while the list is not empty.
   */
  findMissingLeaseData(context: RequestContext, source: ContractRenderSource): Promise<MissingLeaseField[]>;
  /** The rendered lease as HTML for the PDF port. */
  renderContractHtml(context: RequestContext, model: ContractDocumentModel): Promise<string>;
  renderContractDocx(context: RequestContext, model: ContractDocumentModel): Promise<Buffer>;
  /**
   * Compensation of a failed rent-roll import (bff commitRentRoll): removes these contracts of the organization
   * whatever their status, as the same request created them moments before.
   */
  discardContracts(context: RequestContext, input: { ids: string[] }): Promise<number>;
};

const METHODS = [
  'listContracts',
  'getContract',
  'getContractsByIds',
  'createContract',
  'createContracts',
  'updateContract',
  'deleteContract',
  'markSent',
  'withdrawContract',
  'markSigned',
  'recordPaperSignature',
  'recordPaperSignatures',
  'advanceContract',
  'deletePropertyContracts',
  'terminateContract',
  'amendContract',
  'countContractsInForce',
  'listRentedPropertyIds',
  'setContractDocument',
  'listContractTemplates',
  'putContractTemplate',
  'resetContractTemplate',
  'defaultContractTemplate',
  'resolveContractTemplate',
  'listStructuredReferences',
  'exportOrganizationData',
  'deleteOrganizationData',
  'listContractsInForce',
  'listScheduledContracts',
  'advanceDatedContracts',
  'renderContractModel',
  'findMissingLeaseData',
  'renderContractHtml',
  'renderContractDocx',
  'discardContracts',
] as const satisfies readonly (keyof ContractsRpc)[];

/** Over HTTP the DOCX travels as base64. */
type ContractsRpc = Omit<ContractsApi, 'renderContractDocx'> & {
  renderContractDocx(context: RequestContext, model: ContractDocumentModel): Promise<string>;
};

export function createInProcessContractsApi(
  dataSource: DataSource,
  clock: Clock = systemClock,
): ContractsApi {
  return {
    listContracts: (context, query) => listContracts(dataSource, context, query),
    getContract: (context, params) => getContract(dataSource, context, params),
    getContractsByIds: (context, ids) => getContractsByIds(dataSource, context, ids),
    createContract: (context, input) => createContract(dataSource, clock, context, input),
    createContracts: (context, inputs) => createContracts(dataSource, clock, context, inputs),
    updateContract: (context, input) => updateContract(dataSource, clock, context, input),
    deleteContract: (context, params) => deleteContract(dataSource, context, params),
    markSent: (context, params) => markSent(dataSource, clock, context, params),
    withdrawContract: (context, params) => withdrawContract(dataSource, clock, context, params),
    markSigned: (context, params) => markSigned(dataSource, clock, context, params),
    recordPaperSignature: (context, input) => recordPaperSignature(dataSource, clock, context, input),
    recordPaperSignatures: (context, inputs) => recordPaperSignatures(dataSource, clock, context, inputs),
    advanceContract: (context, params) => advanceContract(dataSource, clock, context, params),
    deletePropertyContracts: (context, ref) => deletePropertyContracts(dataSource, context, ref),
    terminateContract: (context, input) => terminateContract(dataSource, clock, context, input),
    amendContract: (context, params) => amendContract(dataSource, clock, context, params),
    countContractsInForce: (context, filter) => countContractsInForce(dataSource, context, filter),
    listRentedPropertyIds: (context) => listRentedPropertyIds(dataSource, context),
    listContractsInForce: (context, window) => listContractsInForce(dataSource, context, window),
    setContractDocument: (context, input) => setContractDocument(dataSource, clock, context, input),
    listContractTemplates: (context, filter) => listContractTemplates(dataSource, context, filter),
    putContractTemplate: (context, input) => putContractTemplate(dataSource, clock, context, input),
    resetContractTemplate: (context, slot) => resetContractTemplate(dataSource, context, slot),
    defaultContractTemplate: (_context, slot) => Promise.resolve(defaultContractTemplate(slot)),
    resolveContractTemplate: (context, slot) => resolveContractTemplate(dataSource, context, slot),
    listStructuredReferences: (context) => listStructuredReferences(dataSource, context),
    exportOrganizationData: (context) => exportOrganizationData(dataSource, context),
    deleteOrganizationData: (context) => deleteOrganizationData(dataSource, context),
    listScheduledContracts: (context, only) =>
      listScheduledContracts(dataSource, only && { organizationId: context.organizationId, ids: only.ids }),
    advanceDatedContracts: () => advanceDatedContracts(dataSource, clock),
    renderContractModel: async (_context, source) => renderContractModel(source),
    findMissingLeaseData: async (_context, source) => missingLeaseData(source),
    renderContractHtml: async (_context, model) => renderContractHtml(model),
    renderContractDocx: (_context, model) => renderContractDocx(model),
    discardContracts: (context, input) => discardContracts(dataSource, context, input),
  };
}

export function createHttpContractsApi(options: { baseUrl: string; token: string }): ContractsApi {
  const rpc = createHttpServiceClient<ContractsRpc>(METHODS, options);
  return {
    ...rpc,
    renderContractDocx: async (context, model) =>
      Buffer.from(await rpc.renderContractDocx(context, model), 'base64'),
  };
}

/** What the contracts service serves for the HTTP client above. */
export function contractsRpc(api: ContractsApi): RpcApi {
  const rpc: ContractsRpc = {
    ...api,
    renderContractDocx: async (context, model) =>
      (await api.renderContractDocx(context, model)).toString('base64'),
  };
  return rpc;
}

/** For the BFF's composition: the tables this API's area migrates and maps. */
export { contractsDatabaseModule } from './contractsDatabaseModule';
