import type { Language } from '@immodesk/platform/domain/language';
import type { ContractType, Region } from '../domain/contract';
import type { TemplateSlot } from '../domain/template';
import { EN_CLAUSES } from './en';
import { FR_CLAUSES } from './fr';
import type { LeaseClauses } from './leaseClauses';
import { NL_CLAUSES } from './nl';

const CLAUSES: Record<Language, LeaseClauses> = { nl: NL_CLAUSES, fr: FR_CLAUSES, en: EN_CLAUSES };
export const LEASE_CLAUSES: Readonly<Record<Language, LeaseClauses>> = CLAUSES;

/** rental-law.md §3: a main-residence lease of three years or less is a short lease. */
export const SHORT_LEASE_MAX_MONTHS = 36;

export const TEMPLATE_LANGUAGES: readonly Language[] = ['nl', 'fr', 'en'];
export const REGIONS: readonly Region[] = ['flanders', 'brussels', 'wallonia'];
export const CONTRACT_TYPES: readonly ContractType[] = [
  'main_residence',
  'common_law',
  'commercial_lease',
  'student_housing',
];

/** Main-residence leases have a text per region (their rules differ: rental-law.md §1–§3, §6); the others one for all. */
export function hasRegionalTemplates(type: ContractType): boolean {
  return type === 'main_residence';
}

/** The template slots: every (type, language, region) a template exists for; region null for non-regional types. */
export function templateSlots(): TemplateSlot[] {
  return CONTRACT_TYPES.flatMap((type) =>
    TEMPLATE_LANGUAGES.flatMap((language): TemplateSlot[] =>
      hasRegionalTemplates(type)
        ? REGIONS.map((region) => ({ type, language, region }))
        : [{ type, language, region: null }],
    ),
  );
}

/** The built-in lease text of a slot. */
export function defaultTemplate(type: ContractType, language: Language, region: Region | null): string {
  const clauses = CLAUSES[language];
  const duration =
    type === 'main_residence' ? clauses.mainResidenceDuration[region ?? 'flanders'] : clauses.duration[type];
  const indexation =
    type === 'commercial_lease'
      ? clauses.commercialIndexation
      : clauses.indexation[type === 'main_residence' ? (region ?? 'flanders') : 'any'];
  const deposit =
    type === 'commercial_lease'
      ? clauses.commercialDeposit
      : clauses.deposit[type === 'main_residence' ? (region ?? 'flanders') : 'any'];
  return [
    `# ${clauses.titles[type]}`,
    clauses.parties,
    clauses.object[type],
    duration,
    clauses.rent,
    clauses.charges,
    indexation,
    deposit,
    clauses.maintenance,
    clauses.inventory,
    clauses.registration,
    clauses.annexes,
    clauses.closing,
  ].join('\n\n');
}
