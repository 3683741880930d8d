import type { z } from 'zod';
import { PROPERTY_REQUIRED_FIELDS, ZCreatePropertyRequest, ZCreatePropertyResponse } from '@immodesk/contracts/properties/createProperty.contract';
import { ZListPropertiesQuery, ZListPropertiesResponse } from '@immodesk/contracts/properties/listProperties.contract';
import {
  ZDeleteImpactResponse,
  ZFavouriteRequest,
  ZGetPropertyResponse,
  ZPropertyIdParams,
  ZPropertyRefParams,
  ZUpdatePropertyRequest,
  ZUpdatePropertyResponse,
} from '@immodesk/contracts/properties/property.contract';
import { ZPropertyInformationResponse, ZPutPropertyInformationRequest } from '@immodesk/contracts/properties/propertyInformation.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { AppRouterContext } from '../http/appContext';
import { defineRoute } from '../http/defineRoute';
import { zodIssuesToDetails } from '../http/zodDetails';
import type { Services } from '../composition';
import { propertyPhotoRoutes } from './propertyPhotos';

/**
 * The property body, validated here rather than by defineRoute: a missing required field answers SPEC.md §5's
 * "fill in all required fields" message, with the per-field details the form shows under each field.
 */
function parsePropertyBody<S extends z.ZodType>(schema: S, ctx: AppRouterContext): z.output<S> {
  const result = schema.safeParse((ctx.request as { body?: unknown }).body ?? {});
  if (result.success) return result.data;
  const details = zodIssuesToDetails(result.error.issues, ctx.state.language);
  const missingRequired = result.error.issues.some(
    (issue) => (PROPERTY_REQUIRED_FIELDS as readonly PropertyKey[]).includes(issue.path[0] ?? '') && (issue.code === 'invalid_type' || issue.code === 'too_small'),
  );
  throw new AppError('validation_error', { details, ...(missingRequired ? { messageKey: 'errors.propertyRequiredFields' } : {}) });
}

export function propertyRoutes(services: Services) {
  /** The plan's maxProperties (-1 unlimited): the properties service refuses one more active property beyond it. */
  const planMaxProperties = async (session: RequestContext) => (await services.identity.getOrganizationPlan(session)).maxProperties;

  const setStatus = (status: 'active' | 'archived') =>
    defineRoute({
      method: 'post',
      path: `/api/properties/:id/${status === 'active' ? 'unarchive' : 'archive'}`,
      auth: true,
      input: { params: ZPropertyIdParams },
      response: ZGetPropertyResponse,
      handler: async ({ session, params }) =>
        services.properties.updateProperty(session, {
          idOrUrlCode: params.id,
          changes: { status },
          ...(status === 'active' ? { planMaxProperties: await planMaxProperties(session) } : {}),
        }),
    });

  return [
    defineRoute({
      method: 'get',
      path: '/api/properties',
      auth: true,
      input: { query: ZListPropertiesQuery },
      response: ZListPropertiesResponse,
      handler: ({ session, query }) => services.properties.listProperties(session, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/properties',
      auth: true,
      response: ZCreatePropertyResponse,
      status: 201,
      handler: async ({ ctx, session }) => {
        const body = parsePropertyBody(ZCreatePropertyRequest, ctx);
        return services.properties.createProperty(session, { ...body, planMaxProperties: await planMaxProperties(session) });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/properties/:idOrUrlCode',
      auth: true,
      input: { params: ZPropertyRefParams },
      response: ZGetPropertyResponse,
      handler: ({ session, params }) => services.properties.getProperty(session, params.idOrUrlCode),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/properties/:idOrUrlCode',
      auth: true,
      input: { params: ZPropertyRefParams },
      response: ZUpdatePropertyResponse,
      handler: async ({ ctx, session, params }) => {
        const changes = parsePropertyBody(ZUpdatePropertyRequest, ctx);
        const limit = changes.status === 'active' ? { planMaxProperties: await planMaxProperties(session) } : {};
        return services.properties.updateProperty(session, { idOrUrlCode: params.idOrUrlCode, changes, ...limit });
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/api/properties/:idOrUrlCode',
      auth: true,
      input: { params: ZPropertyRefParams },
      // Task attachments live in the documents service: they go first, then the property with its photos,
      // information and tasks in one transaction, then the photo files.
      handler: async ({ session, params }) => {
        const property = await services.properties.getProperty(session, params.idOrUrlCode);
        const taskIds = await services.properties.taskIdsForProperty(session, { propertyId: property.id });
        if (taskIds.length > 0) await services.documentFiles.deleteTaskDocuments(session, taskIds);
        await services.propertyFiles.deleteProperty(session, property.id);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/properties/:id/delete-impact',
      auth: true,
      input: { params: ZPropertyIdParams },
      response: ZDeleteImpactResponse,
      handler: ({ session, params }) => services.properties.getDeleteImpact(session, params.id),
    }),
    setStatus('archived'),
    setStatus('active'),
    defineRoute({
      method: 'post',
      path: '/api/properties/:id/favourite',
      auth: true,
      input: { params: ZPropertyIdParams, body: ZFavouriteRequest },
      response: ZGetPropertyResponse,
      handler: async ({ session, params, body }) => {
        const isFavourite = body.isFavourite ?? !(await services.properties.getProperty(session, params.id)).isFavourite;
        return services.properties.updateProperty(session, { idOrUrlCode: params.id, changes: { isFavourite } });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/properties/:id/information',
      auth: true,
      input: { params: ZPropertyIdParams },
      response: ZPropertyInformationResponse,
      handler: ({ session, params }) => services.properties.getPropertyInformation(session, params.id),
    }),
    defineRoute({
      method: 'put',
      path: '/api/properties/:id/information',
      auth: true,
      input: { params: ZPropertyIdParams, body: ZPutPropertyInformationRequest },
      response: ZPropertyInformationResponse,
      handler: ({ session, params, body }) => services.properties.putPropertyInformation(session, { idOrUrlCode: params.id, information: body }),
    }),
    ...propertyPhotoRoutes(services),
  ];
}
