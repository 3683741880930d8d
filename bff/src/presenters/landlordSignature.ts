import {
  LANDLORD_SIGNATURE_IMAGE_PATH,
  type TGetLandlordSignatureResponse,
} from '@immodesk/contracts/contracts/signing/landlordSignature.contract';
import type { Services } from '../composition';

type LandlordSignature = Awaited<ReturnType<Services['signing']['getLandlordSignature']>>;

/** The landlord's saved signature as settings → signature shows it; the image URL changes with each new signature. */
export function presentLandlordSignature(signature: LandlordSignature): TGetLandlordSignatureResponse {
  if (!signature) return { signature: null };
  const createdAt = signature.createdAt.toISOString();
  return {
    signature: {
      method: signature.method,
      typedName: signature.typedName,
      imageUrl: signature.hasImage
        ? `${LANDLORD_SIGNATURE_IMAGE_PATH}?v=${signature.createdAt.getTime()}`
        : null,
      createdAt,
    },
  };
}
