import { RENT_ROLL_COLUMNS, type TRentRollColumn } from '@immodesk/contracts/imports/rentRollImport.contract';
import { CONTRACT_TYPES, PAYMENT_FREQUENCIES } from '@immodesk/contracts/contracts/contract.contract';
import { LANGUAGES, type TLanguage } from '@immodesk/contracts/common/primitives';
import { PROPERTY_TYPES } from '@immodesk/contracts/vocabulary/propertyTypes';
import { translate } from '../i18n/translate';

/** Lower case, without accents, spaces or punctuation: `Type de bien` and `type_de_bien` read alike. */
export function normaliseLabel(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9+]/g, '');
}

/** The enumerated columns and the keys their cells take (translated labels in the locale's `imports.<group>`). */
export const RENT_ROLL_CHOICES = {
  property_type: { group: 'propertyTypes', keys: PROPERTY_TYPES },
  lease_type: { group: 'leaseTypes', keys: CONTRACT_TYPES },
  payment_frequency: { group: 'frequencies', keys: PAYMENT_FREQUENCIES },
  tenant_language: { group: 'languages', keys: LANGUAGES },
} as const satisfies Partial<Record<TRentRollColumn, { group: string; keys: readonly string[] }>>;
export type TChoiceColumn = keyof typeof RENT_ROLL_CHOICES;

export function columnLabel(language: TLanguage, column: TRentRollColumn): string {
  return translate(language, `imports.columns.${column}`);
}

export function choiceLabel(language: TLanguage, column: TChoiceColumn, key: string): string {
  return translate(language, `imports.${RENT_ROLL_CHOICES[column].group}.${key}`);
}

function buildHeaderIndex(): Map<string, TRentRollColumn> {
  const index = new Map<string, TRentRollColumn>();
  for (const column of RENT_ROLL_COLUMNS) {
    index.set(normaliseLabel(column), column);
    for (const language of LANGUAGES) index.set(normaliseLabel(columnLabel(language, column)), column);
  }
  return index;
}

function buildChoiceIndex(column: TChoiceColumn): Map<string, string> {
  const index = new Map<string, string>();
  for (const key of RENT_ROLL_CHOICES[column].keys) {
    index.set(normaliseLabel(key), key);
    for (const language of LANGUAGES) index.set(normaliseLabel(choiceLabel(language, column, key)), key);
  }
  return index;
}

const headerIndex = buildHeaderIndex();
const choiceIndexes = new Map<TChoiceColumn, Map<string, string>>();

/** The column a header names: the English key or the template's header in nl, fr or en; null for others. */
export function columnOfHeader(header: string): TRentRollColumn | null {
  return headerIndex.get(normaliseLabel(header)) ?? null;
}

/**
 * The key a cell of an enumerated column names (its English key, or its label in any of the three languages);
 * the cell as given when it names none, so that the contract's own check refuses it.
 */
export function choiceOfCell(column: TChoiceColumn, cell: string): string {
  let index = choiceIndexes.get(column);
  if (!index) {
    index = buildChoiceIndex(column);
    choiceIndexes.set(column, index);
  }
  return index.get(normaliseLabel(cell)) ?? cell;
}
