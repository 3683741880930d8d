import { ZContractParams } from '@immodesk/contracts/contracts/contract.contract';
import {
  ZRecordSignedRequest,
  ZRecordSignedResponse,
} from '@immodesk/contracts/contracts/recordSigned.contract';
import { signedIn } from '../http/routeShorthands';
import { recordSignedContract, type RecordSignedContractDeps } from '../use-cases/recordSignedContract';

/** POST /api/contracts/:id/record-signed: a draft lease the parties signed on paper (issue 25). */
export function recordSignedRoutes(deps: RecordSignedContractDeps) {
  return [
    signedIn.post(
      '/api/contracts/:id/record-signed',
      { params: ZContractParams, body: ZRecordSignedRequest, response: ZRecordSignedResponse },
      ({ session, params, body }) => recordSignedContract(deps, session, { ...body, id: params.id }),
    ),
  ];
}
