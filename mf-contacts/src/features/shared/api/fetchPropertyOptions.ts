import type { TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';
import { fetchOptionItems } from '@immodesk/sdk';

/**
 * The organization's properties for a filter or a form's select. Typed, not parsed: the contacts list's property
 * filter is on its first load.
 */
export function fetchPropertyOptions(signal?: AbortSignal): Promise<TPropertySummary[]> {
  return fetchOptionItems('/api/properties', { signal });
}
