import type { DataSource } from 'typeorm';
import type {
  TCreatePropertyRequest,
  TCreatePropertyResponse,
} from '@immodesk/contracts/properties/createProperty.contract';
import type {
  TListPropertiesQuery,
  TListPropertiesResponse,
  TPropertySummary,
} from '@immodesk/contracts/properties/listProperties.contract';
import type { TPostalCodeTownsResponse } from '@immodesk/contracts/properties/postalCodeTowns.contract';
import type {
  TDeleteImpactResponse,
  TProperty,
  TUpdatePropertyRequest,
} from '@immodesk/contracts/properties/property.contract';
import type {
  TEpcLabel,
  TPropertyInformation,
} from '@immodesk/contracts/properties/propertyInformation.contract';
import {
  PHOTO_MAX_BYTES,
  type TListPropertyPhotosResponse,
  type TPropertyPhoto,
} from '@immodesk/contracts/properties/propertyPhotos.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { systemClock, type Clock } from '@immodesk/platform/ports/clock';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import { createHttpServiceClient } from '@immodesk/platform/rpc/httpServiceClient';
import type { PlanLimit } from './domain/property';
import { postalCodeGeocoder, type Geocoder } from './geo/geocoder';
import {
  fromPropertyInformationRequest,
  toPropertyInformationResponse,
  toPropertyValues,
} from './mappers/propertyInformationMapper';
import { createProperty } from './use-cases/createProperty';
import { createProperties } from './use-cases/createProperties';
import { deleteProperty, getDeleteImpact } from './use-cases/deleteProperty';
import { getProperty } from './use-cases/getProperty';
import { countActiveProperties } from './use-cases/countActiveProperties';
import { listPostalCodeTowns } from './use-cases/listPostalCodeTowns';
import { listPortfolio } from './use-cases/listPortfolio';
import { listProperties } from './use-cases/listProperties';
import { getPropertyAddresses, type PropertyAddress } from './use-cases/propertyAddresses';

export type { PropertyAddress } from './use-cases/propertyAddresses';
import { deleteOrganizationData, exportOrganizationData } from './use-cases/organizationData';
import { getPropertyInformation, putPropertyInformation } from './use-cases/propertyInformation';
import {
  deleteOrganizationPhotoFiles,
  deletePropertyPhoto,
  getPropertyPhotoFile,
  listPropertyPhotos,
  setPrimaryPhoto,
  uploadPropertyPhoto,
  type PhotoFile,
  type UploadPhotoInput,
} from './use-cases/propertyPhotos';
import { setFavourite, type SetFavouriteInput } from './use-cases/setFavourite';
import { setOccupancy } from './use-cases/setOccupancy';
import { updateProperty } from './use-cases/updateProperty';
import { createInProcessTasksApi, TASK_METHODS, type TasksApi } from './tasksApi';

export { createGeocoder } from './geo/geocoder';
export { propertiesDatabaseModule } from './propertiesDatabaseModule';

/**
 * The properties service as the BFF uses it, in-process or over HTTP. Property refs are an id or a urlCode.
 * The service's edge: only here (and in mappers/) do the HTTP contracts appear. The use cases take and return
 * the service's own types (domain/), and the implementations below are checked against these contract types,
 * so a contract change fails to compile here rather than in storage code.
 */
/** A property with the values its yields are measured against (financial information). */
export type PortfolioProperty = TPropertySummary & {
  purchasePriceCents: number | null;
  estimatedValueCents: number | null;
  epcLabel: TEpcLabel | null;
  addedAt: string;
};

export type PropertiesApi = {
  /** Every property, archived ones too, with its values: statistics and the dashboard read the portfolio in one call. */
  listPortfolio(context: RequestContext): Promise<PortfolioProperty[]>;
  listProperties(context: RequestContext, query: TListPropertiesQuery): Promise<TListPropertiesResponse>;
  createProperty(
    context: RequestContext,
    input: TCreatePropertyRequest & PlanLimit,
  ): Promise<TCreatePropertyResponse>;
  /**
   * Many new properties at once, all or none (the rent-roll import): the rules of `createProperty`, the plan
   * checked once for all of them, an optional EPC label each. Answers them in the order given.
   */
  createProperties(
    context: RequestContext,
    input: { properties: (TCreatePropertyRequest & { epcLabel?: TEpcLabel | null })[] } & PlanLimit,
  ): Promise<TCreatePropertyResponse[]>;
  getProperty(context: RequestContext, idOrUrlCode: string): Promise<TProperty>;
  /** The addresses of the organization's properties among `ids`, in one call (others' and unknown ids are left out). */
  getPropertyAddresses(context: RequestContext, ids: string[]): Promise<PropertyAddress[]>;
  /** Needs the plan limit when the change makes an archived property active again. */
  updateProperty(
    context: RequestContext,
    input: { idOrUrlCode: string; changes: TUpdatePropertyRequest } & PlanLimit,
  ): Promise<TProperty>;
  setFavourite(context: RequestContext, input: SetFavouriteInput): Promise<TProperty>;
  /** The occupancy of many properties at once (the occupancy sync after an import); answers how many changed. */
  setOccupancy(
    context: RequestContext,
    input: { propertyIds: string[]; occupancy: TProperty['occupancy'] },
  ): Promise<number>;
  getDeleteImpact(context: RequestContext, idOrUrlCode: string): Promise<TDeleteImpactResponse>;
  countActiveProperties(context: RequestContext): Promise<number>;
  getPropertyInformation(context: RequestContext, idOrUrlCode: string): Promise<TPropertyInformation>;
  putPropertyInformation(
    context: RequestContext,
    input: { idOrUrlCode: string; information: TPropertyInformation },
  ): Promise<TPropertyInformation>;
  listPropertyPhotos(context: RequestContext, idOrUrlCode: string): Promise<TListPropertyPhotosResponse>;
  setPrimaryPhoto(
    context: RequestContext,
    input: { idOrUrlCode: string; photoId: string },
  ): Promise<TListPropertyPhotosResponse>;
  exportOrganizationData(context: RequestContext): Promise<OrganizationExport>;
  deleteOrganizationData(context: RequestContext): Promise<void>;
  /** The towns of a Belgian postal code (reference data, not scoped); not_found when the list does not know it. */
  listPostalCodeTowns(context: RequestContext, postalCode: string): Promise<TPostalCodeTownsResponse>;
} & TasksApi;

/**
 * Photo files and the property delete (which removes stored files). Like DocumentFilesApi, these always run in
 * the BFF process, on the shared database and the FileStorage port, so files are streamed, never base64'd
 * through the JSON RPC.
 */
export type PropertyFilesApi = {
  uploadPhoto(context: RequestContext, input: UploadPhotoInput): Promise<TPropertyPhoto>;
  getPhotoFile(
    context: RequestContext,
    input: { idOrUrlCode: string; photoId: string; variant: 'original' | 'thumbnail' },
  ): Promise<PhotoFile>;
  deletePhoto(context: RequestContext, input: { idOrUrlCode: string; photoId: string }): Promise<void>;
  /** Deletes the property, its dependents (photos, information, tasks…) in one transaction, then their files. */
  deleteProperty(context: RequestContext, idOrUrlCode: string): Promise<void>;
  /** Deletes the stored photo files of the organization; call before PropertiesApi.deleteOrganizationData. */
  deleteOrganizationFiles(context: RequestContext): Promise<void>;
};

const METHODS = [
  'listProperties',
  'createProperty',
  'createProperties',
  'getProperty',
  'getPropertyAddresses',
  'updateProperty',
  'setFavourite',
  'setOccupancy',
  'getDeleteImpact',
  'countActiveProperties',
  'getPropertyInformation',
  'putPropertyInformation',
  'listPropertyPhotos',
  'setPrimaryPhoto',
  'exportOrganizationData',
  'deleteOrganizationData',
  'listPostalCodeTowns',
  'listPortfolio',
  ...TASK_METHODS,
] as const satisfies readonly (keyof PropertiesApi)[];

export type PropertiesOptions = { clock?: Clock; geocoder?: Geocoder };

export function createInProcessPropertiesApi(
  dataSource: DataSource,
  options: PropertiesOptions | Clock = {},
): PropertiesApi {
  // A bare clock is still accepted (the older signature).
  const { clock = systemClock, geocoder = postalCodeGeocoder } =
    'now' in options ? { clock: options } : options;
  const deps = { dataSource, clock, geocoder };
  return {
    listProperties: (context, query) => listProperties(dataSource, context, query),
    createProperty: (context, input) => createProperty(deps, context, input),
    createProperties: (context, input) => createProperties(deps, context, input),
    getProperty: (context, idOrUrlCode) => getProperty(dataSource, context, idOrUrlCode),
    getPropertyAddresses: (context, ids) => getPropertyAddresses(dataSource, context, ids),
    updateProperty: (context, input) => updateProperty(deps, context, input),
    setFavourite: (context, input) => setFavourite(deps, context, input),
    setOccupancy: (context, input) => setOccupancy(deps, context, input),
    getDeleteImpact: (context, idOrUrlCode) => getDeleteImpact(dataSource, context, idOrUrlCode),
    countActiveProperties: (context) => countActiveProperties(dataSource, context),
    getPropertyInformation: async (context, idOrUrlCode) =>
      toPropertyInformationResponse(await getPropertyInformation(deps, context, idOrUrlCode)),
    putPropertyInformation: async (context, { idOrUrlCode, information }) =>
      toPropertyInformationResponse(
        await putPropertyInformation(deps, context, {
          idOrUrlCode,
          information: fromPropertyInformationRequest(information),
        }),
      ),
    listPropertyPhotos: (context, idOrUrlCode) => listPropertyPhotos(dataSource, context, idOrUrlCode),
    setPrimaryPhoto: (context, input) => setPrimaryPhoto(dataSource, context, input),
    exportOrganizationData: (context) => exportOrganizationData(dataSource, context),
    deleteOrganizationData: (context) => deleteOrganizationData(dataSource, context),
    listPostalCodeTowns: async (_context, postalCode) => ({ items: listPostalCodeTowns(postalCode) }),
    listPortfolio: async (context) =>
      (await listPortfolio(dataSource, context)).map(({ property, financialJson, epcLabel, addedAt }) => ({
        ...property,
        ...toPropertyValues(financialJson),
        epcLabel,
        addedAt,
      })),
    ...createInProcessTasksApi(dataSource, clock),
  };
}

export function createHttpPropertiesApi(options: { baseUrl: string; token: string }): PropertiesApi {
  return createHttpServiceClient<PropertiesApi>(METHODS, options);
}

export function createPropertyFilesApi(
  dataSource: DataSource,
  storage: FileStorage,
  options: { clock?: Clock; onFileError?: (key: string, error: unknown) => void } = {},
): PropertyFilesApi {
  const clock = options.clock ?? systemClock;
  return {
    uploadPhoto: (context, input) =>
      uploadPropertyPhoto(dataSource, storage, clock, { maxBytes: PHOTO_MAX_BYTES }, context, input),
    getPhotoFile: (context, input) => getPropertyPhotoFile(dataSource, storage, context, input),
    deletePhoto: (context, input) => deletePropertyPhoto(dataSource, storage, context, input),
    deleteProperty: (context, idOrUrlCode) =>
      deleteProperty(dataSource, storage, context, idOrUrlCode, options.onFileError),
    deleteOrganizationFiles: (context) => deleteOrganizationPhotoFiles(dataSource, storage, context),
  };
}
