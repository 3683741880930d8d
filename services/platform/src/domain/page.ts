/** Which page of a list: 1-based `page` of `pageSize` items. */
export type PageQuery = { page: number; pageSize: number };

/** One page of a list and the number of items on all pages together. */
export type Page<TItem> = { items: TItem[]; total: number };

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

/**
 * The rows a page covers, as whole numbers in range: RPC callers bypass the BFF's validation, and some
 * repositories inline these numbers into SQL (LIMIT placeholders differ between drivers).
 */
export function pageWindow(query: PageQuery): { offset: number; limit: number } {
  const limit = Math.min(Math.max(Math.trunc(Number(query.pageSize)) || DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const offset = (Math.max(Math.trunc(Number(query.page)) || 1, 1) - 1) * limit;
  return { offset, limit };
}
