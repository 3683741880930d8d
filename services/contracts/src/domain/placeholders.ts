/**
 * The `{{placeholders}}` a contract template may use (SPEC.md §5: double braces). The HTTP contract repeats this
 * list for clients (contracts/src/contracts/contractTemplates.contract.ts); a test keeps the two equal.
 */
export const PLACEHOLDERS = [
  'landlordName',
  'landlordAddress',
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
export type Placeholder = (typeof PLACEHOLDERS)[number];

const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

export function isPlaceholder(name: string): name is Placeholder {
  return (PLACEHOLDERS as readonly string[]).includes(name);
}

/** The placeholder names a template uses that do not exist, in order of appearance, each once. */
export function unknownPlaceholders(content: string): string[] {
  const unknown = new Set<string>();
  for (const match of content.matchAll(PLACEHOLDER_PATTERN)) {
    const name = match[1] ?? '';
    if (!isPlaceholder(name)) unknown.add(name);
  }
  return [...unknown];
}

/** `text` with each placeholder replaced by `value(name)`. */
export function fillPlaceholders(text: string, value: (name: Placeholder) => string): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => (isPlaceholder(name) ? value(name) : whole));
}

/** The one placeholder a line consists of (`{{tenantList}}` alone), else null: list-valued placeholders render as lists there. */
export function soleLinePlaceholder(line: string): Placeholder | null {
  const match = /^\s*(?:-\s*)?\{\{\s*([^{}]*?)\s*\}\}\s*$/.exec(line);
  const name = match?.[1] ?? '';
  return isPlaceholder(name) ? name : null;
}
