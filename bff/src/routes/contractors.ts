import { ZCreateContractorRequest, ZCreateContractorResponse } from '@immodesk/contracts/contractors/createContractor.contract';
import { ZListContractorsQuery, ZListContractorsResponse } from '@immodesk/contracts/contractors/listContractors.contract';
import { defineRoute } from '../http/defineRoute';
import type { Services } from '../composition';

export function contractorRoutes(services: Services) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/contractors',
      auth: true,
      input: { query: ZListContractorsQuery },
      response: ZListContractorsResponse,
      handler: ({ session, query }) => services.contacts.listContractors(session, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/contractors',
      auth: true,
      input: { body: ZCreateContractorRequest },
      response: ZCreateContractorResponse,
      status: 201,
      handler: ({ session, body }) => services.contacts.createContractor(session, body),
    }),
  ];
}
