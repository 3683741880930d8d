import { renderToString } from 'react-dom/server';
import type { Language } from '@immodesk/sdk';
import { primeSiteI18n, type Catalogs } from './i18n/siteI18n';
import { setPrerenderPathname } from './routing/siteRouter';
import { SiteApp } from './SiteApp';

/**
 * Build-time HTML of the landing page in one language (scripts/prerenderSite.mjs writes it into
 * dist/site/landing-<language>.html): the visitor sees the page before any script has run, and the client
 * hydrates it. Only the landing page is prerendered: it is where most visits start.
 */
export function renderLanding(language: Language, catalogs: Catalogs): string {
  setPrerenderPathname(`/${language}`);
  primeSiteI18n(language, catalogs);
  return renderToString(<SiteApp />);
}
