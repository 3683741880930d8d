import {
  CONTRACT_REGIONS,
  CONTRACT_TYPES,
  type TContractRegion,
  type TContractType,
} from '@immodesk/contracts/contracts/contract.contract';
import type { TContractTemplate } from '@immodesk/contracts/contracts/contractTemplates.contract';
import { LANGUAGES, type TLanguage } from '@immodesk/contracts/common/languages';

/** Which template the editor shows: a type and language, and for a main-residence lease its region. */
export type TemplateSelection = { type: TContractType; language: TLanguage; region: TContractRegion | null };

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** Reads the selection from the page's query (`?type=&language=&region=`), falling back to the first of each list. */
export function selectionFromSearch(search: URLSearchParams, defaultLanguage: TLanguage): TemplateSelection {
  const type = pick(search.get('type'), CONTRACT_TYPES, CONTRACT_TYPES[0]);
  const language = pick(search.get('language'), LANGUAGES, defaultLanguage);
  const region =
    type === 'main_residence' ? pick(search.get('region'), CONTRACT_REGIONS, CONTRACT_REGIONS[0]) : null;
  return { type, language, region };
}

export function selectionToSearch(selection: TemplateSelection): Record<string, string> {
  return {
    type: selection.type,
    language: selection.language,
    ...(selection.region ? { region: selection.region } : {}),
  };
}

export function findTemplate(
  items: readonly TContractTemplate[],
  selection: TemplateSelection,
): TContractTemplate | undefined {
  return items.find(
    (item) =>
      item.type === selection.type &&
      item.language === selection.language &&
      item.region === selection.region,
  );
}
