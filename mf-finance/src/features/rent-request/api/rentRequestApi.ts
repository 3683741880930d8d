import { apiPost } from '@immodesk/sdk';

/** GET: the rent request of a due item as PDF (amount, due date, IBAN, OGM and the SEPA QR code). */
export function rentRequestPath(rentPaymentId: string): string {
  return `/api/rent-payments/${encodeURIComponent(rentPaymentId)}/request`;
}

/** POST: mails the rent request, PDF attached, to the tenant(s) in their language. */
export async function sendRentRequest(rentPaymentId: string): Promise<void> {
  await apiPost(rentRequestPath(rentPaymentId));
}
