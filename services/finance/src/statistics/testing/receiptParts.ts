import type { RentReceipt } from './reportReference';

/**
 * A received amount pays the rent and the charges of its due item in proportion to the item's parts (a partial
 * payment pays both by the same share). An amount not on an item yet (a contract's credit), or on an item without
 * parts, counts as rent.
 */
export function receiptParts(receipt: {
  propertyId: string | null;
  receivedOn: string;
  amountCents: number;
  itemRentCents: number | null;
  itemChargesCents: number | null;
}): RentReceipt {
  const rent = receipt.itemRentCents ?? 0;
  const charges = receipt.itemChargesCents ?? 0;
  const chargesCents =
    rent + charges > 0 ? Math.round((receipt.amountCents * charges) / (rent + charges)) : 0;
  return {
    propertyId: receipt.propertyId,
    receivedOn: receipt.receivedOn,
    rentCents: receipt.amountCents - chargesCents,
    chargesCents,
  };
}
