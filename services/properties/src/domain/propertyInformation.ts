/** EPC labels; indexation reads this typed field (SPEC.md §3). */
export type EpcLabel = 'A+' | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';
export const EPC_LABELS: readonly EpcLabel[] = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'];

export type EnergyCertificate = {
  label: EpcLabel | null;
  certificationDate: string | null;
  expirationDate: string | null;
  /** kWh/m² per year. */
  consumption: number | null;
  /** kg CO2/m² per year. */
  co2Emissions: number | null;
};

/**
 * A property's information. The general and financial parts and the insurances are documents the service stores
 * whole and never queries by their parts, so their shape is the API's alone: the API file reads and writes them
 * through the contract (mappers/propertyInformationMapper.ts), and fields added later get their defaults there.
 */
export type PropertyInformation = {
  general: unknown;
  financial: unknown;
  insurances: unknown;
  energyCertificate: EnergyCertificate;
};
