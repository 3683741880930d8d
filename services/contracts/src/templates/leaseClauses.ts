import type { ContractType, Region } from '../domain/contract';

/**
 * The articles of the built-in lease texts in one language. Each default template is assembled from them: the
 * common articles, plus the type's (and for main-residence leases the region's) duration, indexation and
 * deposit articles. Facts and their sources: shared/domain/rental-law.md (§ numbers cited per clause).
 */
export type LeaseClauses = {
  titles: Record<ContractType, string>;
  parties: string;
  object: Record<ContractType, string>;
  /** rental-law.md §3: main-residence duration rules differ per region. */
  mainResidenceDuration: Record<Region, string>;
  /**
   * rental-law.md §3: the rules of the lease's own duration, filled in for `{{durationRules}}` — a lease of three
   * years or less (36 months) gets the short-lease rules, a longer one the nine-year rules, never both.
   */
  durationRules: Record<Region, { long: string; short: string }>;
  duration: Record<Exclude<ContractType, 'main_residence'>, string>;
  rent: string;
  charges: string;
  /** rental-law.md §1: start index and conditions per region; one neutral text for non-regional templates. */
  indexation: Record<Region | 'any', string>;
  commercialIndexation: string;
  /** rental-law.md §2: caps per region; one neutral text for non-regional templates. */
  deposit: Record<Region | 'any', string>;
  commercialDeposit: string;
  maintenance: string;
  inventory: string;
  registration: string;
  annexes: string;
  closing: string;
};
