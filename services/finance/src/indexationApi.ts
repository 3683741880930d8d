import type { DataSource } from 'typeorm';
import type { THealthIndexResponse } from '@immodesk/contracts/indexation/healthIndex.contract';
import type { TIndexationPreview } from '@immodesk/contracts/indexation/indexationPreview.contract';
import type {
  TComputedRentIndexation,
  TRentIndexation,
} from '@immodesk/contracts/indexation/rentIndexations.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import { areaClientOptions } from '@immodesk/platform/rpc/areaClient';
import { createHttpServiceClient } from '@immodesk/platform/rpc/httpServiceClient';
import type { RpcApi } from '@immodesk/platform/rpc/types';
import { indexValue } from './indexation/domain/healthIndex';
import {
  SHIPPED_BASE_YEAR,
  type GivenBaseMonth,
  type HealthIndexBaseMonth,
} from './indexation/domain/healthIndexBases';
import type { FreezeCorrection } from './indexation/domain/indexationRules';
import {
  getEveryHealthIndexBase,
  importHealthIndex,
  updateHealthIndex,
} from './indexation/use-cases/healthIndex';
import {
  claimIndexationReminders,
  type ClaimedIndexationReminder,
} from './indexation/use-cases/indexationReminders';
import { deleteOrganizationData, exportOrganizationData } from './indexation/use-cases/organizationData';
import {
  applyIndexation,
  getComputedIndexation,
  getIndexation,
  listIndexations,
  previewIndexation,
  previewIndexations,
  recordIndexationLetter,
  type IndexationPreview,
  type HistoryIndexation,
  type IndexationSubject,
  type RentIndexation,
} from './indexation/use-cases/rentIndexations';
import {
  recordPastIndexations,
  type PastIndexationsInput,
} from './indexation/use-cases/recordPastIndexations';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import type { Language } from '@immodesk/platform/domain/language';
import type { OutgoingMail } from '@immodesk/platform/ports/mail/Mailer';
import {
  renderIndexationReminderMail,
  type IndexationReminderMailInput,
} from './indexation/mails/renderIndexationReminderMail';
import {
  indexationLetterFileName,
  renderIndexationLetterHtml,
  renderIndexationLetterMail,
} from './indexation/letters/renderIndexationLetter';

export type { IndexationSubject } from './indexation/use-cases/rentIndexations';
export type { PastIndexationsInput } from './indexation/use-cases/recordPastIndexations';
export type { GivenBaseMonth } from './indexation/domain/healthIndexBases';

/** A month added by `updateHealthIndex`, as an index value of its base. */
export type AddedHealthIndexMonth = GivenBaseMonth;
export type { ClaimedIndexationReminder } from './indexation/use-cases/indexationReminders';
export type { IndexationReminderMailInput } from './indexation/mails/renderIndexationReminderMail';

/** What the tenant letter names besides the indexation: the BFF reads it from contracts, contacts and identity. */
export type IndexationLetterRequest = {
  contractId: string;
  indexationId: string;
  contractNumber: string;
  startsOn: string;
  language: Language;
  to: string;
  tenantName: string;
  landlord: { name: string; email: string };
  propertyAddress: string;
  productName: string;
};

export type IndexationLetter = { fileName: string; html: string; mail: OutgoingMail };

/**
 * Rent indexation (issue 18) as the BFF uses it: the health index series and the indexations applied to leases.
 * The contract facts and the EPC label come from the BFF flow, which checked the contract is the organization's.
 */
export type IndexationApi = {
  getHealthIndex(): Promise<THealthIndexResponse>;
  /** `npm run index:import`: adds the months that continue the series (all or nothing); answers the months added. */
  importHealthIndex(months: { month: string; value: number }[]): Promise<THealthIndexResponse['months']>;
  /**
   * `npm run index:update` and the daily job: the months of every base in Statbel's file; adds each base's missing
   * months, or nothing when any month fails the checks (a stored month changed, a gap, an implausible step).
   */
  updateHealthIndex(months: GivenBaseMonth[]): Promise<AddedHealthIndexMonth[]>;
  previewIndexation(context: RequestContext, subject: IndexationSubject): Promise<TIndexationPreview>;
  /** One answer per subject, null for a lease that cannot be indexed on its request date. */
  previewIndexations(
    context: RequestContext,
    subjects: IndexationSubject[],
  ): Promise<(TIndexationPreview | null)[]>;
  applyIndexation(context: RequestContext, subject: IndexationSubject): Promise<TComputedRentIndexation>;
  /**
   * A lease signed on paper: its past rent revisions (after its start, not in the future, each after the one
   * before) join its history as `recorded`, all or nothing; the next indexation reads them as the rent paid before.
   */
  recordPastIndexations(context: RequestContext, input: PastIndexationsInput): Promise<TRentIndexation[]>;
  listIndexations(context: RequestContext, contractId: string): Promise<TRentIndexation[]>;
  getIndexation(
    context: RequestContext,
    ref: { contractId: string; indexationId: string },
  ): Promise<TRentIndexation>;
  /** The tenant letter (HTML for the PDF port) and its covering mail with the calculation, in `language`. */
  indexationLetter(context: RequestContext, request: IndexationLetterRequest): Promise<IndexationLetter>;
  recordIndexationLetter(
    context: RequestContext,
    ref: { contractId: string; indexationId: string; documentId: string | null },
  ): Promise<TComputedRentIndexation>;
  /** The reminders the leases deserve on their request date, each claimed once per lease and anniversary. */
  claimIndexationReminders(
    context: RequestContext,
    subjects: IndexationSubject[],
  ): Promise<ClaimedIndexationReminder[]>;
  /** The reminder mail to a landlord, rendered in the landlord's language. */
  indexationReminderMail(context: RequestContext, input: IndexationReminderMailInput): Promise<OutgoingMail>;
  exportOrganizationData(context: RequestContext): Promise<OrganizationExport>;
  deleteOrganizationData(context: RequestContext): Promise<void>;
};

/** The health index series belongs to no organization; over HTTP its three methods carry the service's own context. */
type IndexationRpc = Omit<IndexationApi, 'getHealthIndex' | 'importHealthIndex' | 'updateHealthIndex'> & {
  getHealthIndex(context: RequestContext): Promise<THealthIndexResponse>;
  importHealthIndex(
    context: RequestContext,
    months: { month: string; value: number }[],
  ): Promise<THealthIndexResponse['months']>;
  updateHealthIndex(context: RequestContext, months: GivenBaseMonth[]): Promise<AddedHealthIndexMonth[]>;
};

const SERIES_CONTEXT: RequestContext = { organizationId: 'health-index', userId: 'system' };

const METHODS = [
  'getHealthIndex',
  'importHealthIndex',
  'updateHealthIndex',
  'previewIndexation',
  'previewIndexations',
  'applyIndexation',
  'recordPastIndexations',
  'listIndexations',
  'getIndexation',
  'indexationLetter',
  'recordIndexationLetter',
  'claimIndexationReminders',
  'indexationReminderMail',
  'exportOrganizationData',
  'deleteOrganizationData',
] as const satisfies readonly (keyof IndexationRpc)[];

/** The stored months (by base, then month) as the status answer: the 2013 = 100 series, each base's span, the newest month of any. */
function toHealthIndexResponse(stored: HealthIndexBaseMonth[]): THealthIndexResponse {
  const bases = new Map<number, HealthIndexBaseMonth[]>();
  for (const entry of stored) bases.set(entry.baseYear, [...(bases.get(entry.baseYear) ?? []), entry]);
  const spans = [...bases.entries()]
    .sort(([a], [b]) => b - a)
    .map(([baseYear, months]) => ({
      baseYear,
      firstMonth: months[0]!.month,
      lastMonth: months.at(-1)!.month,
      count: months.length,
    }));
  return {
    base: '2013=100',
    months: (bases.get(SHIPPED_BASE_YEAR) ?? []).map((entry) => ({
      month: entry.month,
      value: indexValue(entry.points),
    })),
    bases: spans,
    latestMonth: spans.reduce<string | null>(
      (latest, span) => (latest === null || span.lastMonth > latest ? span.lastMonth : latest),
      null,
    ),
  };
}

function toCorrection(correction: FreezeCorrection | null): TIndexationPreview['correction'] {
  return (
    correction && {
      ...correction,
      priorIndex: indexValue(correction.priorIndex),
      freezeIndex: indexValue(correction.freezeIndex),
    }
  );
}

/** The contract's preview: the anniversary as the indexation date, index points as index values. */
function toPreview({
  anniversaryDate,
  baseIndex,
  newIndex,
  correction,
  ...figures
}: IndexationPreview): TIndexationPreview {
  return {
    ...figures,
    indexationDate: anniversaryDate,
    baseIndex: indexValue(baseIndex),
    newIndex: indexValue(newIndex),
    correction: toCorrection(correction),
  };
}

function toComputed({ kind, id, letterDocumentId, letterSentAt, createdAt, ...preview }: RentIndexation) {
  return {
    ...toPreview(preview),
    kind,
    id,
    letterDocumentId,
    letterSentAt,
    createdAt,
  } satisfies TComputedRentIndexation;
}

function toIndexation(indexation: HistoryIndexation): TRentIndexation {
  if (indexation.kind === 'computed') return toComputed(indexation);
  const { anniversaryDate, ...recorded } = indexation;
  return { ...recorded, indexationDate: anniversaryDate };
}

export function createIndexationApi(dataSource: DataSource, clock: Clock): IndexationApi {
  return {
    getHealthIndex: async () => toHealthIndexResponse(await getEveryHealthIndexBase(dataSource)),
    importHealthIndex: async (months) =>
      (await importHealthIndex(dataSource, clock, months)).map((entry) => ({
        month: entry.month,
        value: indexValue(entry.points),
      })),
    updateHealthIndex: async (months) =>
      (await updateHealthIndex(dataSource, clock, months)).map((entry) => ({
        baseYear: entry.baseYear,
        month: entry.month,
        value: indexValue(entry.points),
      })),
    previewIndexation: async (context, subject) =>
      toPreview(await previewIndexation(dataSource, context, subject)),
    previewIndexations: async (context, subjects) =>
      (await previewIndexations(dataSource, context, subjects)).map(
        (preview) => preview && toPreview(preview),
      ),
    applyIndexation: async (context, subject) =>
      toComputed(await applyIndexation(dataSource, clock, context, subject)),
    recordPastIndexations: async (context, input) =>
      (await recordPastIndexations(dataSource, clock, context, input)).map(toIndexation),
    listIndexations: async (context, contractId) =>
      (await listIndexations(dataSource, context, contractId)).map(toIndexation),
    getIndexation: async (context, ref) => toIndexation(await getIndexation(dataSource, context, ref)),
    async indexationLetter(context, request) {
      const indexation = await getComputedIndexation(dataSource, context, request);
      const input = { ...request, indexation };
      return {
        fileName: indexationLetterFileName(request.language, indexation, request.contractNumber),
        html: renderIndexationLetterHtml(input),
        mail: renderIndexationLetterMail(input),
      };
    },
    recordIndexationLetter: async (context, ref) =>
      toComputed(await recordIndexationLetter(dataSource, clock, context, ref)),
    claimIndexationReminders: (context, subjects) =>
      claimIndexationReminders(dataSource, clock, context, subjects),
    indexationReminderMail: async (_context, input) => renderIndexationReminderMail(input),
    exportOrganizationData: (context) => exportOrganizationData(dataSource, context),
    deleteOrganizationData: (context) => deleteOrganizationData(dataSource, context),
  };
}

/** What the finance service serves at `/indexation` for the HTTP client below. */
export function indexationRpc(api: IndexationApi): RpcApi {
  const rpc: IndexationRpc = {
    ...api,
    getHealthIndex: () => api.getHealthIndex(),
    importHealthIndex: (_context, months) => api.importHealthIndex(months),
    updateHealthIndex: (_context, months) => api.updateHealthIndex(months),
  };
  return rpc;
}

/** Rent indexation over HTTP: `FINANCE_SERVICE_URL` + `/indexation` (the finance service serves every area). */
export function createHttpIndexationApi(options: { baseUrl: string; token: string }): IndexationApi {
  const rpc = createHttpServiceClient<IndexationRpc>(METHODS, areaClientOptions(options, 'indexation'));
  return {
    ...rpc,
    getHealthIndex: () => rpc.getHealthIndex(SERIES_CONTEXT),
    importHealthIndex: (months) => rpc.importHealthIndex(SERIES_CONTEXT, months),
    updateHealthIndex: (months) => rpc.updateHealthIndex(SERIES_CONTEXT, months),
  };
}

/** For `index:update` and the daily job: reading Statbel's file (a URL or a path) into the months to add. */
export { readHealthIndexSource, STATBEL_HEALTH_INDEX_URL } from './indexation/source/healthIndexSource';

/** For the BFF's composition: the tables this API's area migrates and maps. */
export { indexationDatabaseModule } from './indexation/indexationDatabaseModule';
