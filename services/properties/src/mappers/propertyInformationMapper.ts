import {
  ZPropertyFinancial,
  ZPropertyInformation,
  type TPropertyInformation,
} from '@immodesk/contracts/properties/propertyInformation.contract';
import type { EpcLabel, PropertyInformation } from '../domain/propertyInformation';

/** Stored information read through the contract, so fields added later get their defaults; none saved: all defaults. */
export function toPropertyInformationResponse(information: PropertyInformation | null): TPropertyInformation {
  return ZPropertyInformation.parse(information ?? {});
}

/** Validated again here: over RPC the body did not pass the BFF's zod. */
export function fromPropertyInformationRequest(information: TPropertyInformation): PropertyInformation {
  return ZPropertyInformation.parse(information);
}

/** The purchase price and estimated value of stored financial information (null when not filled in or never saved). */
export function toPropertyValues(financialJson: string | null): {
  purchasePriceCents: number | null;
  estimatedValueCents: number | null;
} {
  const financial = ZPropertyFinancial.safeParse(financialJson ? JSON.parse(financialJson) : {});
  if (!financial.success) return { purchasePriceCents: null, estimatedValueCents: null };
  return {
    purchasePriceCents: financial.data.purchasePriceCents,
    estimatedValueCents: financial.data.estimatedValueCents,
  };
}

/** The information of a new property known only by its EPC label (a rent-roll column); the rest takes its defaults. */
export function informationWithEpcLabel(label: EpcLabel): PropertyInformation {
  return ZPropertyInformation.parse({ energyCertificate: { label } });
}
