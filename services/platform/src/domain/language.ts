/** The product's languages (Dutch, the default, first): of a user, a tenant, a mail. */
export type Language = 'nl' | 'en' | 'fr';
