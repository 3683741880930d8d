import {
  isTemplatePlaceholder,
  TEMPLATE_PLACEHOLDER_PATTERN,
  type TemplatePlaceholder,
} from '@immodesk/contracts/vocabulary/templatePlaceholders';

/** `text` with each placeholder replaced by `value(name)`. */
export function fillPlaceholders(text: string, value: (name: TemplatePlaceholder) => string): string {
  return text.replace(TEMPLATE_PLACEHOLDER_PATTERN, (whole, name: string) =>
    isTemplatePlaceholder(name) ? value(name) : whole,
  );
}

/** The one placeholder a line consists of (`{{tenantList}}` alone), else null: list-valued placeholders render as lists there. */
export function soleLinePlaceholder(line: string): TemplatePlaceholder | null {
  const match = /^\s*(?:-\s*)?\{\{\s*([^{}]*?)\s*\}\}\s*$/.exec(line);
  const name = match?.[1] ?? '';
  return isTemplatePlaceholder(name) ? name : null;
}
