import {
  LANDLORD_SIGNATURE_IMAGE_PATH,
  LANDLORD_SIGNATURE_PATH,
  ZGetLandlordSignatureImageQuery,
  ZGetLandlordSignatureResponse,
  ZSaveLandlordSignatureResponse,
  type TGetLandlordSignatureResponse,
} from '@immodesk/contracts/contracts/signing/landlordSignature.contract';
import type { LandlordSignature } from '@immodesk/contracts-service/signing/use-cases/landlordSignature';
import { Readable } from 'node:stream';
import { readSignatureForm } from '../http/readSignatureForm';
import { signedIn } from '../http/routeShorthands';
import { sendFile } from '../http/sendFile';
import { perUser } from '../middleware/rateLimit';
import type { Services } from '../composition';

function presentLandlordSignature(signature: LandlordSignature | null): TGetLandlordSignatureResponse {
  if (!signature) return { signature: null };
  const createdAt = signature.createdAt.toISOString();
  return {
    signature: {
      method: signature.method,
      typedName: signature.typedName,
      imageUrl: signature.hasImage ? `${LANDLORD_SIGNATURE_IMAGE_PATH}?v=${signature.createdAt.getTime()}` : null,
      createdAt,
    },
  };
}

/** Settings → signature: the landlord's saved signature, re-used whenever they sign a contract. */
export function landlordSignatureRoutes({ signing }: Pick<Services, 'signing'>) {
  return [
    signedIn.get(LANDLORD_SIGNATURE_PATH, { response: ZGetLandlordSignatureResponse }, async ({ session }) =>
      presentLandlordSignature(await signing.getLandlordSignature(session)),
    ),
    // multipart/form-data: `method`, `typedName?`, `file?` (PNG or JPEG, at most 5 MB).
    signedIn.post(
      LANDLORD_SIGNATURE_PATH,
      { response: ZSaveLandlordSignatureResponse, rateLimit: ({ session }) => [perUser('landlord-signature', session.userId, 30, 15)] },
      async ({ ctx, session }) => presentLandlordSignature(await signing.saveLandlordSignature(session, (await readSignatureForm(ctx)).submission)),
    ),
    signedIn.delete(LANDLORD_SIGNATURE_PATH, {}, ({ session }) => signing.removeLandlordSignature(session)),
    signedIn.get(LANDLORD_SIGNATURE_IMAGE_PATH, { query: ZGetLandlordSignatureImageQuery }, async ({ ctx, session }) => {
      const { bytes, mimeType } = await signing.getLandlordSignatureImage(session);
      sendFile(ctx, { stream: Readable.from([bytes]), mimeType, sizeBytes: bytes.length, cacheControl: 'private, max-age=86400' });
    }),
  ];
}
