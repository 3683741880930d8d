import { useEffect, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../startup/FullPageSpinner';
import { fullPageLoad } from './fullPageLoad';

/**
 * A public website path reached by navigating inside the app (a link, a redirect): the public site is its own
 * bundle, served by the BFF for these paths, so the browser loads that page. When this document itself was served
 * for the path (react-router's first location has the key 'default'), the public build is missing: reloading would
 * loop, so the app's not-found page shows instead.
 */
export function PublicSiteRoute({ fallback }: { fallback: ReactElement }) {
  const location = useLocation();
  const isFirstDocumentLocation = location.key === 'default';
  useEffect(() => {
    if (!isFirstDocumentLocation) fullPageLoad(`${location.pathname}${location.search}${location.hash}`);
  }, [isFirstDocumentLocation, location.pathname, location.search, location.hash]);
  return isFirstDocumentLocation ? fallback : <FullPageSpinner />;
}
