import {
  ZSignaturesVoided,
  type TSignaturesVoided,
} from '@immodesk/contracts/contracts/signaturesVoided.contract';
import { isApiError } from '../api/ApiError';

/** The leases a refused save would alter (issue 26's 409 `conflict`), or null for any other outcome. */
export function signaturesVoidedOf(error: unknown): TSignaturesVoided | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = ZSignaturesVoided.safeParse(error.details?.signaturesVoided);
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
}
