import type { DataSource } from 'typeorm';
import type { TListRentPaymentsQuery, TListRentPaymentsResponse, TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import { createHttpServiceClient } from '@immodesk/platform/rpc/httpServiceClient';
import { listRentPayments } from './use-cases/listRentPayments';
import { countPropertyRentItems, deletePropertyRentItems } from './use-cases/propertyRentItems';
import { recordDueItem, type RecordDueItemInput } from './use-cases/recordDueItem';
import { registerPayment, type RegisterPaymentInput } from './use-cases/registerPayment';
import { deleteOrganizationData, exportOrganizationData } from './use-cases/organizationData';

/**
 * The finance service (rent due items and payments) as the BFF uses it, in-process or over HTTP. The service's
 * edge: only here do the HTTP contracts appear. The use cases take and return the service's own types (domain/),
 * and the implementation below is checked against these contract types, so a contract change fails to compile
 * here rather than in storage code.
 */
export type FinanceApi = {
  listRentPayments(context: RequestContext, query: TListRentPaymentsQuery): Promise<TListRentPaymentsResponse>;
  recordDueItem(context: RequestContext, input: RecordDueItemInput): Promise<TRentPayment>;
  registerPayment(context: RequestContext, input: RegisterPaymentInput): Promise<TRentPayment>;
  /** How many rent due items a property delete removes. */
  countPropertyRentItems(context: RequestContext, propertyId: string): Promise<number>;
  /** Deletes a deleted property's rent due items; answers how many. */
  deletePropertyRentItems(context: RequestContext, propertyId: string): Promise<number>;
  exportOrganizationData(context: RequestContext): Promise<OrganizationExport>;
  deleteOrganizationData(context: RequestContext): Promise<void>;
};

const METHODS = [
  'listRentPayments',
  'recordDueItem',
  'registerPayment',
  'countPropertyRentItems',
  'deletePropertyRentItems',
  'exportOrganizationData',
  'deleteOrganizationData',
] as const satisfies readonly (keyof FinanceApi)[];

export function createInProcessFinanceApi(dataSource: DataSource, clock: Clock): FinanceApi {
  return {
    listRentPayments: (context, query) => listRentPayments(dataSource, clock, context, query),
    recordDueItem: (context, input) => recordDueItem(dataSource, clock, context, input),
    registerPayment: (context, input) => registerPayment(dataSource, clock, context, input),
    countPropertyRentItems: (context, propertyId) => countPropertyRentItems(dataSource, context, propertyId),
    deletePropertyRentItems: (context, propertyId) => deletePropertyRentItems(dataSource, context, propertyId),
    exportOrganizationData: (context) => exportOrganizationData(dataSource, context),
    deleteOrganizationData: (context) => deleteOrganizationData(dataSource, context),
  };
}

export function createHttpFinanceApi(options: { baseUrl: string; token: string }): FinanceApi {
  return createHttpServiceClient<FinanceApi>(METHODS, options);
}
