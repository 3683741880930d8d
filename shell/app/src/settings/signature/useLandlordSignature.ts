import { useQuery } from '@tanstack/react-query';
import {
  LANDLORD_SIGNATURE_PATH,
  ZGetLandlordSignatureResponse,
} from '@immodesk/contracts/contracts/signing/landlordSignature.contract';
import { apiGet } from '@immodesk/sdk';
import { settingsKeys } from '../settingsKeys';

/** GET /api/user/signature: the landlord's saved signature, or null. */
export function useLandlordSignature() {
  return useQuery({
    queryKey: settingsKeys.signature(),
    queryFn: () => apiGet(LANDLORD_SIGNATURE_PATH, { schema: ZGetLandlordSignatureResponse }),
  });
}
