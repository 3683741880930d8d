import { ZCreatePropertyRequest, ZCreatePropertyResponse } from '@immodesk/contracts/properties/createProperty.contract';
import { ZListPropertiesQuery, ZListPropertiesResponse } from '@immodesk/contracts/properties/listProperties.contract';
import { defineRoute } from '../http/defineRoute';
import type { Services } from '../composition';

export function propertyRoutes(services: Services) {
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
      input: { body: ZCreatePropertyRequest },
      response: ZCreatePropertyResponse,
      status: 201,
      handler: ({ session, body }) => services.properties.createProperty(session, body),
    }),
  ];
}
