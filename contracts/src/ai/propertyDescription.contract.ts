import { z } from 'zod';
import { ZLanguage, ZUuid } from '../common/primitives';

export const PROPERTY_DESCRIPTION_MAX_LENGTH = 2000;

/** POST /api/ai/property-description (API.md): a description written from the property's fields, in the chosen language. */
export const ZPropertyDescriptionRequest = z.object({ propertyId: ZUuid, language: ZLanguage });
export type TPropertyDescriptionRequest = z.infer<typeof ZPropertyDescriptionRequest>;

export const ZPropertyDescriptionResponse = z.object({
  description: z.string().min(1).max(PROPERTY_DESCRIPTION_MAX_LENGTH),
});
export type TPropertyDescriptionResponse = z.infer<typeof ZPropertyDescriptionResponse>;
