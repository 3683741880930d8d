import { z } from 'zod';
import { ZIsoDate } from '../common/primitives';

export const LEGAL_STATUSES = ['individual', 'co_ownership'] as const;
export const FURNITURE_OPTIONS = ['furnished', 'unfurnished', 'semi_furnished'] as const;
export const INSURANCE_TYPES = ['fire', 'liability', 'legal_aid', 'theft', 'other'] as const;
/** EPC labels; indexation reads this typed field (SPEC.md §3). */
export const EPC_LABELS = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export const ZEpcLabel = z.enum(EPC_LABELS);
export type TEpcLabel = z.infer<typeof ZEpcLabel>;

const count = z.number().int().min(0).max(1000).nullable().default(null);
const surface = z.number().min(0).max(1_000_000).nullable().default(null);
const flag = z.boolean().default(false);
const date = ZIsoDate.nullable().default(null);
const cents = z.number().int().min(0).max(100_000_000_000).nullable().default(null);

export const ZPropertyGeneral = z.object({
  legalStatus: z.enum(LEGAL_STATUSES).nullable().default(null),
  totalSurface: surface,
  livingSpace: surface,
  yearBuilt: z.number().int().min(1000).max(2200).nullable().default(null),
  renovatedYear: z.number().int().min(1000).max(2200).nullable().default(null),
  rooms: count,
  bedrooms: count,
  bathrooms: count,
  showers: count,
  toilets: count,
  outdoorSurface: surface,
  parkingSpaces: count,
  indoorFacilities: z.string().trim().max(1000).nullable().default(null),
  outdoorFacilities: z.string().trim().max(1000).nullable().default(null),
  hasBasement: flag,
  hasAttic: flag,
  hasGarden: flag,
  hasTerrace: flag,
  hasBalcony: flag,
  utilitiesIncluded: z
    .object({ internet: flag, water: flag, gas: flag, electricity: flag })
    .default({ internet: false, water: false, gas: false, electricity: false }),
  rentalDefaults: z
    .object({
      furniture: z.enum(FURNITURE_OPTIONS).nullable().default(null),
      petsAllowed: flag,
      smokingAllowed: flag,
    })
    .default({ furniture: null, petsAllowed: false, smokingAllowed: false }),
});
export type TPropertyGeneral = z.infer<typeof ZPropertyGeneral>;

export const ZPropertyFinancial = z.object({
  purchaseDate: date,
  purchasePriceCents: cents,
  otherCostsCents: cents,
  estimatedValueCents: cents,
});
export type TPropertyFinancial = z.infer<typeof ZPropertyFinancial>;

export const ZInsurance = z.object({
  type: z.enum(INSURANCE_TYPES),
  policyNumber: z.string().trim().min(1).max(100),
  startDate: date,
  endDate: date,
});
export type TInsurance = z.infer<typeof ZInsurance>;

export const ZEnergyCertificate = z.object({
  label: ZEpcLabel.nullable().default(null),
  certificationDate: date,
  expirationDate: date,
  /** kWh/m² per year. */
  consumption: z.number().int().min(0).max(100_000).nullable().default(null),
  /** kg CO2/m² per year. */
  co2Emissions: z.number().int().min(0).max(100_000).nullable().default(null),
});
export type TEnergyCertificate = z.infer<typeof ZEnergyCertificate>;

/** GET/PUT /api/properties/:id/information (API.md "Core bodies"); a property without saved information answers the empty defaults. */
export const ZPropertyInformation = z.object({
  general: ZPropertyGeneral.default(ZPropertyGeneral.parse({})),
  financial: ZPropertyFinancial.default(ZPropertyFinancial.parse({})),
  insurances: z.array(ZInsurance).max(20).default([]),
  energyCertificate: ZEnergyCertificate.default(ZEnergyCertificate.parse({})),
});
export type TPropertyInformation = z.infer<typeof ZPropertyInformation>;
export type TPropertyInformationInput = z.input<typeof ZPropertyInformation>;

export const ZPutPropertyInformationRequest = ZPropertyInformation;
export const ZPropertyInformationResponse = ZPropertyInformation;
