import {
  ZSendContractIncompleteDetails,
  type TLeaseMissingField,
} from '@immodesk/contracts/contracts/signing/sendContract.contract';
import { isApiError } from '@immodesk/sdk';

/** The fields a refused send lists (422 `business_rule` with `details.missing`, issue 31), or null for any other error. */
export function leaseMissingFields(error: unknown): TLeaseMissingField[] | null {
  if (!isApiError(error) || error.code !== 'business_rule') return null;
  const parsed = ZSendContractIncompleteDetails.safeParse(error.details);
  return parsed.success && parsed.data.missing.length > 0 ? parsed.data.missing : null;
}
