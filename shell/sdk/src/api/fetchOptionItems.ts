import { MAX_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import { apiGet, type QueryValue, type ResponseSchema } from './apiClient';

type OptionItemsRequest<TItem> = {
  signal?: AbortSignal;
  /** Parses the page when the list must be checked, not only typed. */
  schema?: ResponseSchema<{ items: TItem[] }>;
  /** Filters beside the page (a document list's `propertyId`). */
  query?: Record<string, QueryValue>;
};

/** The items a filter or a form's select offers: the first page, of the largest size, of a list endpoint. */
export async function fetchOptionItems<TItem>(
  path: string,
  { signal, schema, query }: OptionItemsRequest<TItem> = {},
): Promise<TItem[]> {
  const page = await apiGet<{ items: TItem[] }>(path, {
    query: { page: 1, pageSize: MAX_PAGE_SIZE, ...query },
    schema,
    signal,
  });
  return page.items;
}
