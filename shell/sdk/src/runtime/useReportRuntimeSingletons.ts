import { useEffect } from 'react';
import { reportRuntimeSingletons, type RuntimeSingletons } from './reportRuntimeSingletons';

/**
 * Calls reportRuntimeSingletons after render, again only when a singleton changes. Pass what the calling app's
 * own imports resolve to: `{ React, queryClient: useQueryClient(), i18n: useTranslation().i18n }`.
 */
export function useReportRuntimeSingletons(appName: string, singletons: RuntimeSingletons): void {
  const { React: react, queryClient, i18n } = singletons;
  useEffect(() => {
    reportRuntimeSingletons(appName, { React: react, queryClient, i18n });
  }, [appName, react, queryClient, i18n]);
}
