import { useFilterParam } from '@immodesk/sdk';
import { parseMonth } from '../utils/periodFilter';

/** `?from=2026-01&to=2026-03`: the first and last month of the due dates shown; anything else in the URL is ignored. */
export function usePeriodFilter(): { from: string | null; to: string | null } {
  const [from] = useFilterParam('from');
  const [to] = useFilterParam('to');
  return { from: parseMonth(from), to: parseMonth(to) };
}
