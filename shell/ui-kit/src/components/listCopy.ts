import type { ReactNode } from 'react';
import type { Namespace, TFunction } from 'i18next';

/** An empty state's copy, or a whole element for a richer one. */
export type ListEmptyContent = { title: string; description?: string } | ReactNode;

/** A list's own words for its states (the shared ones, retry and pagination, come from the `common` namespace). */
export type ListCopy = {
  loading: string;
  errorTitle: string;
  /** Nothing at all yet. */
  empty: ListEmptyContent;
  /** Nothing matches the search or filters. */
  noResults: ListEmptyContent;
};

/**
 * The copy of a list whose keys follow the convention `<prefix>.loading`, `.errorTitle`, `.emptyTitle`,
 * `.emptyDescription`, `.noResultsTitle`, `.noResultsDescription` (which receives `values`, e.g. the search).
 */
export function listCopy<TNamespace extends Namespace>(
  t: TFunction<TNamespace>,
  prefix: string,
  values: Record<string, unknown> = {},
): ListCopy {
  return {
    loading: t(`${prefix}.loading`),
    errorTitle: t(`${prefix}.errorTitle`),
    empty: { title: t(`${prefix}.emptyTitle`), description: t(`${prefix}.emptyDescription`) },
    noResults: {
      title: t(`${prefix}.noResultsTitle`),
      description: t(`${prefix}.noResultsDescription`, values),
    },
  };
}
