import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './pageSize';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './pageSize';

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export function zListResponse<TItem extends z.ZodType>(item: TItem) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}
