import type { DataSource } from 'typeorm';
import type { TCreatePropertyRequest, TCreatePropertyResponse } from '@immodesk/contracts/properties/createProperty.contract';
import type { TListPropertiesQuery, TListPropertiesResponse } from '@immodesk/contracts/properties/listProperties.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { systemClock, type Clock } from '@immodesk/platform/ports/clock';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import { createHttpServiceClient } from '@immodesk/platform/rpc/httpServiceClient';
import { countActiveProperties } from './use-cases/countActiveProperties';
import { createProperty } from './use-cases/createProperty';
import { listProperties } from './use-cases/listProperties';
import { deleteOrganizationData, exportOrganizationData } from './use-cases/organizationData';
import { createInProcessTasksApi, TASK_METHODS, type TasksApi } from './tasksApi';

/** The properties service as the BFF uses it, in-process or over HTTP. */
export type PropertiesApi = {
  listProperties(context: RequestContext, query: TListPropertiesQuery): Promise<TListPropertiesResponse>;
  createProperty(context: RequestContext, input: TCreatePropertyRequest): Promise<TCreatePropertyResponse>;
  countActiveProperties(context: RequestContext): Promise<number>;
  exportOrganizationData(context: RequestContext): Promise<OrganizationExport>;
  deleteOrganizationData(context: RequestContext): Promise<void>;
} & TasksApi;

const METHODS = ['listProperties', 'createProperty', 'countActiveProperties', 'exportOrganizationData', 'deleteOrganizationData', ...TASK_METHODS] as const satisfies readonly (keyof PropertiesApi)[];

export function createInProcessPropertiesApi(dataSource: DataSource, clock: Clock = systemClock): PropertiesApi {
  return {
    listProperties: (context, query) => listProperties(dataSource, context, query),
    createProperty: (context, input) => createProperty(dataSource, clock, context, input),
    countActiveProperties: (context) => countActiveProperties(dataSource, context),
    exportOrganizationData: (context) => exportOrganizationData(dataSource, context),
    deleteOrganizationData: (context) => deleteOrganizationData(dataSource, context),
    ...createInProcessTasksApi(dataSource, clock),
  };
}

export function createHttpPropertiesApi(options: { baseUrl: string; token: string }): PropertiesApi {
  return createHttpServiceClient<PropertiesApi>(METHODS, options);
}
