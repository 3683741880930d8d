import type { TLanguage } from '@immodesk/contracts/common/primitives';
import { RENT_ROLL_TEMPLATE_FORMATS } from '@immodesk/contracts/imports/rentRollImport.contract';
import { buildUrl } from '@immodesk/sdk';

export type TemplateFormat = (typeof RENT_ROLL_TEMPLATE_FORMATS)[number];

/** GET /api/imports/rent-roll/template: the template with its headers in `language`. */
export function templateHref(language: TLanguage, format: TemplateFormat): string {
  return buildUrl('/api/imports/rent-roll/template', { language, format });
}
