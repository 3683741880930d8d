import {
  ZRentRequestParams,
  ZSendRentRequestResponse,
} from '@immodesk/contracts/rentPayments/rentRequest.contract';
import { Readable } from 'node:stream';
import { sendFile } from '../http/sendFile';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';
import { rentRequestDocument, sendRentRequest } from '../use-cases/rentRequest';

/** API.md "Money": the rent request of a due item, as PDF or mailed to the tenants. */
export function rentRequestRoutes(
  services: Pick<
    Services,
    | 'finance'
    | 'banking'
    | 'contracts'
    | 'contacts'
    | 'properties'
    | 'identity'
    | 'pdf'
    | 'documentFiles'
    | 'mailer'
    | 'clock'
  >,
) {
  return [
    signedIn.get(
      '/api/rent-payments/:id/request',
      { params: ZRentRequestParams },
      async ({ ctx, session, params }) => {
        const { content, fileName } = await rentRequestDocument(services, session, params.id);
        sendFile(ctx, {
          stream: Readable.from([content]),
          mimeType: 'application/pdf',
          sizeBytes: content.length,
          fileName,
          cacheControl: 'private, no-store',
        });
      },
    ),
    signedIn.post(
      '/api/rent-payments/:id/request',
      { params: ZRentRequestParams, response: ZSendRentRequestResponse },
      ({ session, params }) => sendRentRequest(services, session, params.id),
    ),
  ];
}
