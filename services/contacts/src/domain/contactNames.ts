import type { TenantEntityType } from './tenant';

type Names = {
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
};

export type FieldProblems = Record<string, string>;

/**
 * SPEC.md §5: a natural person needs a first and a last name; a legal entity needs a company name.
 * Returns per-field translation keys, empty when the names are complete.
 */
export function tenantNameProblems(entityType: TenantEntityType, names: Names): FieldProblems {
  const problems: FieldProblems = {};
  if (entityType === 'natural') {
    if (!names.firstName) problems.firstName = 'validation.required';
    if (!names.lastName) problems.lastName = 'validation.required';
  } else if (!names.companyName) {
    problems.companyName = 'validation.required';
  }
  return problems;
}

/** A contractor is a company or a person: it needs a company name or a last name (reported on both fields). */
export function contractorNameProblems(names: Names): FieldProblems {
  if (names.companyName || names.lastName) return {};
  return { companyName: 'validation.required', lastName: 'validation.required' };
}

/** The name a contact list sorts on: the company for legal entities, otherwise "last first"; lower-cased. */
export function contactSortName(entityType: TenantEntityType, names: Names): string {
  const personal = [names.lastName, names.firstName].filter(Boolean).join(' ');
  const name =
    entityType === 'legal' ? (names.companyName ?? personal) : personal || (names.companyName ?? '');
  return name.toLocaleLowerCase('nl-BE').slice(0, 210);
}
