/**
 * The `{{placeholders}}` a contract template may use (SPEC.md §5: double braces); anything else is refused with
 * this list. The contracts service fills them, the template routes publish them to the editor.
 */
export const TEMPLATE_PLACEHOLDERS = [
  'landlordName',
  'landlordAddress',
  'landlordIdentity',
  'landlordEmail',
  'tenantNames',
  'tenantList',
  'propertyAddress',
  'regionName',
  'contractNumber',
  'structuredReference',
  'signedOn',
  'startsOn',
  'endsOn',
  'durationMonths',
  'durationRules',
  'rent',
  'rentDueDay',
  'paymentFrequency',
  'charges',
  'chargesKind',
  'deposit',
  'depositType',
  'guarantor',
  'indexBaseMonth',
  'epcLabel',
  'epcNumber',
  'registrationDuty',
  'mandatoryAnnexes',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

export function isTemplatePlaceholder(name: string): name is TemplatePlaceholder {
  return (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name);
}

/** How a template writes a placeholder: the name in double braces, spaces inside allowed. */
export const TEMPLATE_PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The `{{names}}` a template text uses that are not in `known`, each once, in order of appearance. */
export function unknownPlaceholders(
  content: string,
  known: readonly string[] = TEMPLATE_PLACEHOLDERS,
): string[] {
  const unknown = new Set<string>();
  for (const match of content.matchAll(TEMPLATE_PLACEHOLDER_PATTERN)) {
    const name = match[1] ?? '';
    if (!known.includes(name)) unknown.add(name);
  }
  return [...unknown];
}
