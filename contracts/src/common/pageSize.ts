/**
 * API.md page sizes. A module without zod, so a list page's first load can read them without pulling in the
 * validation library (23 KB gz): the schemas that use them are in pagination.ts.
 */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
