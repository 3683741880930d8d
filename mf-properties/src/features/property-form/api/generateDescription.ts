import type {
  TPropertyDescriptionRequest,
  TPropertyDescriptionResponse,
} from '@immodesk/contracts/ai/propertyDescription.contract';
import { apiPost } from '@immodesk/sdk';

/** POST /api/ai/property-description: AI Pilot writes the description from the property's saved fields. */
export function generateDescription(
  request: TPropertyDescriptionRequest,
): Promise<TPropertyDescriptionResponse> {
  return apiPost<TPropertyDescriptionResponse>('/api/ai/property-description', request);
}
