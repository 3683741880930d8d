import { z } from 'zod';
import { ZIsoInstant, ZUuid } from '../common/primitives';

/**
 * GET /api/rent-payments/:id/request: the rent request of one due item as `application/pdf`, in the tenant's
 * language: amount due (rent and charges), due date, the organization's primary IBAN and BIC, the contract's
 * structured reference (`+++ddd/dddd/ddddd+++`) and a SEPA credit-transfer QR code (EPC069-12 version 002).
 * POST: mails that PDF to the contract's tenants. 404 `not_found` for another organization's due item;
 * 422 `business_rule` when the organization has no bank account (`errors.rentRequestNoBankAccount`), the due item
 * has no contract (`errors.rentRequestNoContract`), is paid in full (`errors.rentRequestAlreadyPaid`) or, for the mail, no tenant has an
 * e-mail address (`errors.rentRequestNoEmail`).
 */
export const ZRentRequestParams = z.object({ id: ZUuid });
export type TRentRequestParams = z.infer<typeof ZRentRequestParams>;

export const ZSendRentRequestResponse = z.object({
  /** The addresses the request was queued for. */
  sentTo: z.array(z.string()),
  sentAt: ZIsoInstant,
});
export type TSendRentRequestResponse = z.infer<typeof ZSendRentRequestResponse>;
