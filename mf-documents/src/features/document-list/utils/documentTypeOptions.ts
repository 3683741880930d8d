/** The given document types with their labels, sorted by label in the interface language. */
export function documentTypeOptions<Type extends string>(
  types: readonly Type[],
  labelOf: (type: Type) => string,
  language: string,
): { value: Type; label: string }[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return types
    .map((value) => ({ value, label: labelOf(value) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
