import { ZContractParams } from '@immodesk/contracts/contracts/contract.contract';
import { ZHealthIndexResponse } from '@immodesk/contracts/indexation/healthIndex.contract';
import { ZIndexationOpportunitiesResponse } from '@immodesk/contracts/indexation/indexationOpportunities.contract';
import {
  ZIndexationPreview,
  ZIndexationPreviewQuery,
} from '@immodesk/contracts/indexation/indexationPreview.contract';
import {
  ZApplyIndexationRequest,
  ZIndexationParams,
  ZListIndexationsResponse,
  ZRentIndexation,
} from '@immodesk/contracts/indexation/rentIndexations.contract';
import { signedIn } from '../http/routeShorthands';
import { limitPerUser } from '../middleware/rateLimit';
import type { Services } from '../composition';
import { applyIndexation, type ApplyIndexationDeps } from '../use-cases/applyIndexation';
import {
  listContractIndexations,
  type ListContractIndexationsDeps,
} from '../use-cases/listContractIndexations';
import {
  listIndexationOpportunities,
  type IndexationOpportunitiesDeps,
} from '../use-cases/listIndexationOpportunities';
import { previewIndexation } from '../use-cases/previewIndexation';
import { sendIndexationLetter, type SendIndexationLetterDeps } from '../use-cases/sendIndexationLetter';

/** Rent indexation: each route's services are what its use case needs. */
export function indexationRoutes(
  services: IndexationOpportunitiesDeps &
    ListContractIndexationsDeps &
    ApplyIndexationDeps &
    SendIndexationLetterDeps &
    Pick<Services, 'indexation'>,
) {
  const { indexation } = services;
  return [
    signedIn.get('/api/health-index', { response: ZHealthIndexResponse }, () => indexation.getHealthIndex()),
    signedIn.get(
      '/api/indexation/opportunities',
      { response: ZIndexationOpportunitiesResponse },
      ({ session }) => listIndexationOpportunities(services, session),
    ),
    signedIn.get(
      '/api/contracts/:id/indexation/preview',
      { params: ZContractParams, query: ZIndexationPreviewQuery, response: ZIndexationPreview },
      ({ session, params, query }) =>
        previewIndexation(services, session, { contractId: params.id, date: query.date }),
    ),
    signedIn.get(
      '/api/contracts/:id/indexations',
      { params: ZContractParams, response: ZListIndexationsResponse },
      ({ session, params }) => listContractIndexations(services, session, params.id),
    ),
    signedIn.post(
      '/api/contracts/:id/indexations',
      { params: ZContractParams, body: ZApplyIndexationRequest, response: ZRentIndexation, status: 201 },
      ({ session, params, body }) =>
        applyIndexation(services, session, { contractId: params.id, date: body.date }),
    ),
    // Each letter is a mail to the tenants and a PDF rendering: limited like sending a contract.
    signedIn.post(
      '/api/contracts/:id/indexations/:indexationId/email',
      {
        params: ZIndexationParams,
        response: ZRentIndexation,
        rateLimit: limitPerUser('indexation-letter', 30, 15),
      },
      ({ session, params }) =>
        sendIndexationLetter(services, session, { contractId: params.id, indexationId: params.indexationId }),
    ),
  ];
}
