import { z } from 'zod';
import { ZIsoInstant } from '../../common/primitives';
import { ZSignatureMethod } from './signature.contract';

/**
 * Settings → signature: the signed-in landlord's saved signature. GET answers it (or null), POST saves one
 * (multipart, see ZSignatureFields), DELETE removes it. `GET …/image?v=` is its image for a drawn or uploaded one.
 */
export const LANDLORD_SIGNATURE_PATH = '/api/user/signature';
export const LANDLORD_SIGNATURE_IMAGE_PATH = '/api/user/signature/image';

export const ZLandlordSignature = z.object({
  method: ZSignatureMethod,
  typedName: z.string().nullable(),
  /** The image's URL (versioned by the save time), null for a typed signature. */
  imageUrl: z.string().nullable(),
  createdAt: ZIsoInstant,
});
export type TLandlordSignature = z.infer<typeof ZLandlordSignature>;

export const ZGetLandlordSignatureResponse = z.object({ signature: ZLandlordSignature.nullable() });
export type TGetLandlordSignatureResponse = z.infer<typeof ZGetLandlordSignatureResponse>;

export const ZSaveLandlordSignatureResponse = ZGetLandlordSignatureResponse;
export type TSaveLandlordSignatureResponse = TGetLandlordSignatureResponse;

export const ZGetLandlordSignatureImageQuery = z.object({ v: z.string().max(40).optional() });
