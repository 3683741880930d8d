import {
  ZCreateContractorRequest,
  ZCreateContractorResponse,
} from '@immodesk/contracts/contractors/createContractor.contract';
import {
  ZGetContractorParams,
  ZGetContractorResponse,
} from '@immodesk/contracts/contractors/getContractor.contract';
import {
  ZListContractorsQuery,
  ZListContractorsResponse,
} from '@immodesk/contracts/contractors/listContractors.contract';
import {
  ZUpdateContractorRequest,
  ZUpdateContractorResponse,
} from '@immodesk/contracts/contractors/updateContractor.contract';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';
import { deleteContractor } from '../use-cases/deleteContractor';
import { listContractors } from '../use-cases/listContractors';

export function contractorRoutes(services: Pick<Services, 'contacts' | 'properties' | 'messaging'>) {
  const { contacts } = services;
  return [
    signedIn.get(
      '/api/contractors',
      { query: ZListContractorsQuery, response: ZListContractorsResponse },
      ({ session, query }) => listContractors(services, session, query),
    ),
    signedIn.post(
      '/api/contractors',
      { body: ZCreateContractorRequest, response: ZCreateContractorResponse, status: 201 },
      ({ session, body }) => contacts.createContractor(session, body),
    ),
    signedIn.get(
      '/api/contractors/:id',
      { params: ZGetContractorParams, response: ZGetContractorResponse },
      ({ session, params }) => contacts.getContractor(session, params),
    ),
    signedIn.patch(
      '/api/contractors/:id',
      { params: ZGetContractorParams, body: ZUpdateContractorRequest, response: ZUpdateContractorResponse },
      ({ session, params, body }) => contacts.updateContractor(session, { id: params.id, changes: body }),
    ),
    signedIn.delete('/api/contractors/:id', { params: ZGetContractorParams }, ({ session, params }) =>
      deleteContractor(services, session, params),
    ),
  ];
}
