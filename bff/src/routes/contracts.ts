import { ZContractParams, ZListContractsQuery, ZListContractsResponse, ZContract } from '@immodesk/contracts/contracts/contract.contract';
import { ZCreateContractRequest, ZCreateContractResponse, ZUpdateContractRequest, ZUpdateContractResponse } from '@immodesk/contracts/contracts/createContract.contract';
import { ZAmendContractResponse, ZContractTransitionResponse, ZTerminateContractRequest } from '@immodesk/contracts/contracts/contractTransitions.contract';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';
import { createContract, updateContract } from '../use-cases/saveContract';

export function contractRoutes(services: Pick<Services, 'contracts' | 'properties' | 'contacts'>) {
  const { contracts } = services;
  return [
    signedIn.get('/api/contracts', { query: ZListContractsQuery, response: ZListContractsResponse }, ({ session, query }) => contracts.listContracts(session, query)),
    signedIn.post('/api/contracts', { body: ZCreateContractRequest, response: ZCreateContractResponse, status: 201 }, ({ session, body }) =>
      createContract(services, session, body),
    ),
    signedIn.get('/api/contracts/:id', { params: ZContractParams, response: ZContract }, ({ session, params }) => contracts.getContract(session, params)),
    signedIn.patch('/api/contracts/:id', { params: ZContractParams, body: ZUpdateContractRequest, response: ZUpdateContractResponse }, ({ session, params, body }) =>
      updateContract(services, session, { id: params.id, changes: body }),
    ),
    signedIn.delete('/api/contracts/:id', { params: ZContractParams }, ({ session, params }) => contracts.deleteContract(session, params)),
    signedIn.post('/api/contracts/:id/terminate', { params: ZContractParams, body: ZTerminateContractRequest, response: ZContractTransitionResponse }, ({ session, params, body }) =>
      contracts.terminateContract(session, { ...params, ...body }),
    ),
    signedIn.post('/api/contracts/:id/amendments', { params: ZContractParams, response: ZAmendContractResponse, status: 201 }, ({ session, params }) =>
      contracts.amendContract(session, params),
    ),
  ];
}
