import {
  ZContractParams,
  ZListContractsQuery,
  ZListContractsResponse,
  ZContract,
} from '@immodesk/contracts/contracts/contract.contract';
import {
  ZCreateContractRequest,
  ZCreateContractResponse,
  ZUpdateContractRequest,
  ZUpdateContractResponse,
} from '@immodesk/contracts/contracts/createContract.contract';
import {
  ZAmendContractResponse,
  ZContractTransitionResponse,
  ZTerminateContractRequest,
  withdrawContractEndpoint,
} from '@immodesk/contracts/contracts/contractTransitions.contract';
import { Readable } from 'node:stream';
import { sendFile } from '../http/sendFile';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';
import { addSignedBy } from '../use-cases/addSignedBy';
import { contractDocument, type ContractDocumentFormat } from '../use-cases/contractDocument';
import { createContract, updateContract } from '../use-cases/saveContract';
import { terminateContract } from '../use-cases/terminateContract';
import { deleteContract, withdrawContract } from '../use-cases/withdrawContract';

export function contractRoutes(
  services: Pick<
    Services,
    | 'contracts'
    | 'properties'
    | 'contacts'
    | 'identity'
    | 'documentFiles'
    | 'pdf'
    | 'signing'
    | 'finance'
    | 'dataSource'
    | 'clock'
  >,
) {
  const { contracts } = services;
  const download = (format: ContractDocumentFormat) =>
    signedIn.get(
      `/api/contracts/:id/${format}`,
      { params: ZContractParams },
      async ({ ctx, session, params }) => {
        const file = await contractDocument(services, session, { id: params.id, format });
        sendFile(ctx, {
          stream: Readable.from([file.content]),
          mimeType: file.mimeType,
          sizeBytes: file.content.length,
          fileName: file.fileName,
          cacheControl: 'private, no-store',
        });
      },
    );
  return [
    signedIn.get(
      '/api/contracts',
      { query: ZListContractsQuery, response: ZListContractsResponse },
      async ({ session, query }) => {
        const page = await contracts.listContracts(session, query);
        return { ...page, items: await addSignedBy(services, session, page.items) };
      },
    ),
    signedIn.post(
      '/api/contracts',
      { body: ZCreateContractRequest, response: ZCreateContractResponse, status: 201 },
      ({ session, body }) => createContract(services, session, body),
    ),
    signedIn.get(
      '/api/contracts/:id',
      { params: ZContractParams, response: ZContract },
      async ({ session, params }) => {
        const contract = await contracts.getContract(session, params);
        return (await addSignedBy(services, session, [contract]))[0] ?? contract;
      },
    ),
    signedIn.patch(
      '/api/contracts/:id',
      { params: ZContractParams, body: ZUpdateContractRequest, response: ZUpdateContractResponse },
      ({ session, params, body }) => updateContract(services, session, { id: params.id, changes: body }),
    ),
    signedIn.delete('/api/contracts/:id', { params: ZContractParams }, ({ session, params }) =>
      deleteContract(services, session, params.id),
    ),
    signedIn.post(withdrawContractEndpoint, ({ session, params }) =>
      withdrawContract(services, session, params.id),
    ),
    signedIn.post(
      '/api/contracts/:id/terminate',
      { params: ZContractParams, body: ZTerminateContractRequest, response: ZContractTransitionResponse },
      ({ session, params, body }) => terminateContract(services, session, { ...params, ...body }),
    ),
    signedIn.post(
      '/api/contracts/:id/amendments',
      { params: ZContractParams, response: ZAmendContractResponse, status: 201 },
      ({ session, params }) => contracts.amendContract(session, params),
    ),
    download('pdf'),
    download('docx'),
  ];
}
