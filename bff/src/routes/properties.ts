import type { z } from 'zod';
import {
  PROPERTY_REQUIRED_FIELDS,
  ZCreatePropertyRequest,
  ZCreatePropertyResponse,
} from '@immodesk/contracts/properties/createProperty.contract';
import {
  ZListPropertiesQuery,
  ZListPropertiesResponse,
} from '@immodesk/contracts/properties/listProperties.contract';
import {
  ZPostalCodeTownsParams,
  ZPostalCodeTownsResponse,
} from '@immodesk/contracts/properties/postalCodeTowns.contract';
import {
  ZDeleteImpactResponse,
  ZFavouriteRequest,
  ZGetPropertyResponse,
  ZPropertyIdParams,
  ZPropertyRefParams,
  ZUpdatePropertyRequest,
  ZUpdatePropertyResponse,
} from '@immodesk/contracts/properties/property.contract';
import {
  ZPropertyInformationResponse,
  ZPutPropertyInformationRequest,
} from '@immodesk/contracts/properties/propertyInformation.contract';
import { AppError } from '@immodesk/platform/errors';
import type { AppRouterContext } from '../http/appContext';
import { signedIn } from '../http/routeShorthands';
import { zodIssuesToDetails } from '../http/zodDetails';
import type { Services } from '../composition';
import { createProperty } from '../use-cases/createProperty';
import { deleteProperty } from '../use-cases/deleteProperty';
import { getPropertyDeleteImpact } from '../use-cases/getPropertyDeleteImpact';
import { updateProperty } from '../use-cases/updateProperty';
import { propertyChange, saveVoidingSignatures } from '../use-cases/voidChangedLeases';
import { propertyPhotoRoutes } from './propertyPhotos';

/**
 * The property body, validated here rather than by the route's contract: a missing required field answers SPEC.md §5's
 * "fill in all required fields" message, with the per-field details the form shows under each field.
 */
function parsePropertyBody<S extends z.ZodType>(schema: S, ctx: AppRouterContext): z.output<S> {
  const result = schema.safeParse((ctx.request as { body?: unknown }).body ?? {});
  if (result.success) return result.data;
  const details = zodIssuesToDetails(result.error.issues, ctx.state.language);
  const missingRequired = result.error.issues.some(
    (issue) =>
      (PROPERTY_REQUIRED_FIELDS as readonly PropertyKey[]).includes(issue.path[0] ?? '') &&
      (issue.code === 'invalid_type' || issue.code === 'too_small'),
  );
  throw new AppError('validation_error', {
    details,
    ...(missingRequired ? { messageKey: 'errors.propertyRequiredFields' } : {}),
  });
}

export function propertyRoutes(
  services: Pick<
    Services,
    | 'identity'
    | 'properties'
    | 'propertyFiles'
    | 'documents'
    | 'documentFiles'
    | 'finance'
    | 'expenses'
    | 'contacts'
    | 'contracts'
    | 'signing'
  >,
) {
  const { properties } = services;
  const setStatus = (status: 'active' | 'archived') =>
    signedIn.post(
      `/api/properties/:id/${status === 'active' ? 'unarchive' : 'archive'}`,
      { params: ZPropertyIdParams, response: ZGetPropertyResponse },
      ({ session, params }) =>
        updateProperty(services, session, { idOrUrlCode: params.id, changes: { status } }),
    );

  return [
    signedIn.get(
      '/api/properties',
      { query: ZListPropertiesQuery, response: ZListPropertiesResponse },
      ({ session, query }) => properties.listProperties(session, query),
    ),
    signedIn.post('/api/properties', { response: ZCreatePropertyResponse, status: 201 }, ({ ctx, session }) =>
      createProperty(services, session, parsePropertyBody(ZCreatePropertyRequest, ctx)),
    ),
    signedIn.get(
      '/api/properties/:idOrUrlCode',
      { params: ZPropertyRefParams, response: ZGetPropertyResponse },
      ({ session, params }) => properties.getProperty(session, params.idOrUrlCode),
    ),
    signedIn.patch(
      '/api/properties/:idOrUrlCode',
      { params: ZPropertyRefParams, response: ZUpdatePropertyResponse },
      ({ ctx, session, params }) => {
        const { confirmVoidSignatures, ...changes } = parsePropertyBody(ZUpdatePropertyRequest, ctx);
        return saveVoidingSignatures(
          services,
          session,
          propertyChange(params.idOrUrlCode, changes, confirmVoidSignatures === true),
          () => updateProperty(services, session, { idOrUrlCode: params.idOrUrlCode, changes }),
        );
      },
    ),
    signedIn.delete('/api/properties/:idOrUrlCode', { params: ZPropertyRefParams }, ({ session, params }) =>
      deleteProperty(services, session, params.idOrUrlCode),
    ),
    signedIn.get(
      '/api/properties/:id/delete-impact',
      { params: ZPropertyIdParams, response: ZDeleteImpactResponse },
      ({ session, params }) => getPropertyDeleteImpact(services, session, params.id),
    ),
    setStatus('archived'),
    setStatus('active'),
    signedIn.post(
      '/api/properties/:id/favourite',
      { params: ZPropertyIdParams, body: ZFavouriteRequest, response: ZGetPropertyResponse },
      ({ session, params, body }) =>
        properties.setFavourite(session, { idOrUrlCode: params.id, isFavourite: body.isFavourite }),
    ),
    signedIn.get(
      '/api/properties/:id/information',
      { params: ZPropertyIdParams, response: ZPropertyInformationResponse },
      ({ session, params }) => properties.getPropertyInformation(session, params.id),
    ),
    signedIn.put(
      '/api/properties/:id/information',
      {
        params: ZPropertyIdParams,
        body: ZPutPropertyInformationRequest,
        response: ZPropertyInformationResponse,
      },
      ({ session, params, body }) =>
        properties.putPropertyInformation(session, { idOrUrlCode: params.id, information: body }),
    ),
    signedIn.get(
      '/api/postal-codes/:postalCode',
      { params: ZPostalCodeTownsParams, response: ZPostalCodeTownsResponse },
      ({ session, params }) => properties.listPostalCodeTowns(session, params.postalCode),
    ),
    ...propertyPhotoRoutes(services),
  ];
}
