import { apiDelete } from '@immodesk/sdk';

/** DELETE /api/rent-payments/:id: clears what was registered as received on the due item; the item itself stays. */
export async function deletePayment(id: string): Promise<void> {
  await apiDelete(`/api/rent-payments/${encodeURIComponent(id)}`);
}
