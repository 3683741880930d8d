/** The product's languages (Dutch first, the default): of a user, a tenant, a mail. */
export const LANGUAGES = ['nl', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
