/** The product's languages, Dutch (the default) first. Free of zod, so the light public bundle can import it. */
export const LANGUAGES = ['nl', 'en', 'fr'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
