import { ZCreateContractorRequest, ZCreateContractorResponse } from '@immodesk/contracts/contractors/createContractor.contract';
import { ZListContractorsQuery, ZListContractorsResponse } from '@immodesk/contracts/contractors/listContractors.contract';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';

export function contractorRoutes({ contacts }: Pick<Services, 'contacts'>) {
  return [
    signedIn.get('/api/contractors', { query: ZListContractorsQuery, response: ZListContractorsResponse }, ({ session, query }) =>
      contacts.listContractors(session, query),
    ),
    signedIn.post('/api/contractors', { body: ZCreateContractorRequest, response: ZCreateContractorResponse, status: 201 }, ({ session, body }) =>
      contacts.createContractor(session, body),
    ),
  ];
}
