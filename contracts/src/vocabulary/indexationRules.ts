/**
 * Which rule of Belgian rental law set an indexed rent (rental-law.md §1, §1a): the finance service decides it, the
 * contracts carry it, and the UI names it with its legal reference.
 */
export const INDEXATION_RULES = [
  'flanders_standard',
  'flanders_federal',
  'brussels_standard',
  'wallonia_standard',
  'commercial_standard',
  'flanders_freeze_d',
  'flanders_freeze_efg',
  'flanders_correction_d',
  'flanders_correction_efg',
  'brussels_freeze_e',
  'brussels_freeze_fg',
  'brussels_correction_e',
  'brussels_correction_fg',
  'wallonia_freeze_d',
  'wallonia_freeze_e',
  'wallonia_freeze_fg',
  'wallonia_after_freeze',
] as const;
export type IndexationRule = (typeof INDEXATION_RULES)[number];
